import { canReadDeals } from "@portal/contracts/policy";
import { createFileRoute } from "@tanstack/react-router";
import { SaleDetail } from "../../../features/sales/SaleDetail";
import { saleQuery } from "../../../features/sales/sales.queries";
import { requireRole } from "../../../features/session/guards";

/**
 * A sale: everyone the policy lets read sales — every sale for the back office, coordinators, legal and finance;
 * their own (read-only) for the partner broker and the specialists who broker it (decision 030).
 */
export const Route = createFileRoute("/_app/sales/$saleId")({
  beforeLoad: ({ context }) => requireRole(canReadDeals(context.session.roles)),
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
