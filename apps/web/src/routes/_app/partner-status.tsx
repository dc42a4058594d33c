import { partnerAwaitingApproval } from "@portal/contracts/partner-status";
import { landingRoute } from "@portal/contracts/policy";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { createFileRoute, useNavigate } from "@tanstack/react-router";
import { PageHeader } from "../../components/PageHeader";
import { ErrorState, LoadingState } from "../../components/states";
import { myProfileQuery } from "../../features/session/session.queries";
import { PartnerStatusCard } from "../../features/users/PartnerStatusCard";

/** A partner broker or agent awaiting approval lands here instead of prices and the mirror (decision 064). */
export const Route = createFileRoute("/_app/partner-status")({
  component: PartnerStatusPage,
});

function PartnerStatusPage() {
  // Fresh on a visit (the coordinator may have decided since the profile was cached), but not asked twice right
  // after the sign-in's own fetch.
  const query = useQuery({ ...myProfileQuery(), staleTime: 10_000 });
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const refresh = async () => {
    const user = await queryClient.fetchQuery({ ...myProfileQuery(), staleTime: 0 });
    if (!partnerAwaitingApproval(user.roles, user.partner_status)) await navigate({ to: landingRoute(user.roles) });
  };
  return (
    <>
      <PageHeader title="Situação do cadastro" description="Acompanhe a aprovação do seu cadastro de parceiro." />
      {query.isPending ? (
        <LoadingState />
      ) : query.isError ? (
        <ErrorState error={query.error} onRetry={() => void query.refetch()} />
      ) : (
        <PartnerStatusCard user={query.data} refreshing={query.isFetching} onRefresh={() => void refresh()} />
      )}
    </>
  );
}
