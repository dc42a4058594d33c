import { canAccessSection, hasRole } from "@portal/contracts/policy";
import { SALE_MANAGER_ROLES } from "@portal/contracts/proposals";
import { createFileRoute } from "@tanstack/react-router";
import { SaleDetail } from "../../../features/sales/SaleDetail";
import { saleQuery } from "../../../features/sales/sales.queries";
import { requireRole } from "../../../features/session/guards";

/** A sale: the sales section, plus the coordinators who create and move sales from the proposals screen. */
export const Route = createFileRoute("/_app/sales/$saleId")({
  beforeLoad: ({ context }) =>
    requireRole(canAccessSection(context.session.roles, "sales") || hasRole(context.session.roles, SALE_MANAGER_ROLES)),
  loader: ({ context, params }) => {
    void context.queryClient.prefetchQuery(saleQuery(params.saleId));
  },
  staticData: { showBack: true },
  component: SaleRoute,
});

function SaleRoute() {
  const { session } = Route.useRouteContext();
  const { saleId } = Route.useParams();
  return <SaleDetail key={saleId} saleId={saleId} session={session} />;
}
