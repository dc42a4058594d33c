import { Alert } from "@mantine/core";
import { canAccessSection, hasRole } from "@portal/contracts/policy";
import { SALE_MANAGER_ROLES } from "@portal/contracts/proposals";
import { createFileRoute } from "@tanstack/react-router";
import { PageHeader } from "../../components/PageHeader";
import { requireRole } from "../../features/session/guards";

/** Contracts of the sales: the API for them is not available yet, so the screen says so. */
export const Route = createFileRoute("/_app/contracts")({
  beforeLoad: ({ context }) =>
    requireRole(canAccessSection(context.session.roles, "sales") || hasRole(context.session.roles, SALE_MANAGER_ROLES)),
  staticData: { showBack: true },
  component: () => (
    <>
      <PageHeader title="Contratos" description="Contratos das vendas, status de assinatura e assinatura manual." />
      <Alert color="gray" variant="light" title="Em breve">
        A lista de contratos (pendentes, assinados e recusados) e a assinatura manual com envio do arquivo estarão
        disponíveis em breve.
      </Alert>
    </>
  ),
});
