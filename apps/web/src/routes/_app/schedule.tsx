import { createFileRoute, useNavigate } from "@tanstack/react-router";
import { SchedulePage } from "../../features/schedules/SchedulePage";
import { type ScheduleSearch, scheduleSearchSchema } from "../../features/schedules/schedule-search";
import { requireSection } from "../../features/session/guards";
import { patchSearch } from "../../lib/search-params";

/** The agenda (decision 053): day, week and month views; filters in the URL. */
export const Route = createFileRoute("/_app/schedule")({
  validateSearch: scheduleSearchSchema,
  beforeLoad: ({ context }) => requireSection(context.session, "schedule"),
  component: ScheduleRoute,
});

function ScheduleRoute() {
  const { session } = Route.useRouteContext();
  const search = Route.useSearch();
  const navigate = useNavigate({ from: Route.fullPath });
  const onSearch = (patch: Partial<ScheduleSearch>) =>
    navigate({ search: (prev) => patchSearch(prev, patch, { keepPage: true }) as ScheduleSearch, replace: true });
  return <SchedulePage session={session} search={search} onSearch={onSearch} />;
}
