import { createFileRoute, useNavigate } from "@tanstack/react-router";
import { z } from "zod";
import { LeadProfilePage } from "../../../features/leads/LeadProfilePage";
import { leadQuery } from "../../../features/leads/lead-profile.queries";
import { isLeadId, LEAD_TABS } from "../../../features/leads/lead-route";
import { requireSection } from "../../../features/session/guards";

const searchSchema = z.object({
  tab: z.enum(LEAD_TABS).optional().catch(undefined),
  /** Read-only link made by an ONLINE_COORDINATOR (see the lead links modal). */
  temporary_token: z.string().min(16).max(200).optional().catch(undefined),
});

export const Route = createFileRoute("/_app/leads/$leadId")({
  validateSearch: searchSchema,
  beforeLoad: ({ context }) => requireSection(context.session, "leads"),
  loaderDeps: ({ search }) => ({ token: search.temporary_token }),
  // Starts the request early; the page shows its own loading, 404 and error states.
  loader: ({ context, params, deps }) => {
    if (isLeadId(params.leadId)) void context.queryClient.prefetchQuery(leadQuery(params.leadId, deps.token));
  },
  staticData: { showBack: true },
  component: LeadRoute,
});

function LeadRoute() {
  const { session } = Route.useRouteContext();
  const { leadId } = Route.useParams();
  const search = Route.useSearch();
  const navigate = useNavigate({ from: Route.fullPath });
  return (
    <LeadProfilePage
      key={leadId}
      leadId={leadId}
      session={session}
      tab={search.tab}
      temporaryToken={search.temporary_token}
      onTabChange={(tab) =>
        void navigate({ search: (prev) => ({ ...prev, tab: tab === "historico" ? undefined : tab }), replace: true })
      }
    />
  );
}
