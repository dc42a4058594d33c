import { eightDigitDayField } from "@portal/contracts/date-fields";
import { createFileRoute } from "@tanstack/react-router";
import { z } from "zod";
import { requireSection } from "../../features/session/guards";
import { PartialReportScreen } from "../../features/stand/PartialReportScreen";

const searchSchema = z.object({
  enterprise: z.uuid().optional().catch(undefined),
  /** DDMMYYYY (the API's date field: a real day, 1900..2100), default today in São Paulo. */
  date: eightDigitDayField().optional().catch(undefined),
});

/** The stand's partial report of a day (section parcialReport, decision 049). */
export const Route = createFileRoute("/_app/partial-report")({
  validateSearch: searchSchema,
  beforeLoad: ({ context }) => requireSection(context.session, "parcialReport"),
  component: PartialReportRoute,
});

function PartialReportRoute() {
  const { session } = Route.useRouteContext();
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <PartialReportScreen
      session={session}
      enterpriseId={search.enterprise}
      date={search.date}
      onChange={(next) => void navigate({ search: next, replace: true })}
    />
  );
}
