import { monthField } from "@portal/contracts/date-fields";
import { createFileRoute } from "@tanstack/react-router";
import { z } from "zod";
import { AvailabilitySchedulePage } from "../../features/availability-schedules/AvailabilitySchedulePage";
import { requireSection } from "../../features/session/guards";

/** This month in America/Sao_Paulo, "YYYY-MM". */
const thisMonth = () =>
  new Intl.DateTimeFormat("en-CA", { timeZone: "America/Sao_Paulo" }).format(new Date()).slice(0, 7);

const searchSchema = z.object({
  // The API's month field (years 1900..2100): a month it would refuse falls back to this month.
  month: monthField().optional().catch(undefined),
  enterprise: z.uuid().optional().catch(undefined),
});

/** The availability schedule (escala do plantão): month and stand in the URL. */
export const Route = createFileRoute("/_app/availability-schedule")({
  validateSearch: searchSchema,
  beforeLoad: ({ context }) => requireSection(context.session, "availabilitySchedule"),
  component: AvailabilityScheduleRoute,
});

function AvailabilityScheduleRoute() {
  const { session } = Route.useRouteContext();
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <AvailabilitySchedulePage
      session={session}
      month={search.month ?? thisMonth()}
      enterpriseId={search.enterprise}
      onSearch={(next) => void navigate({ search: (prev) => ({ ...prev, ...next }), replace: true })}
    />
  );
}
