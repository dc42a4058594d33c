import { canExportSiteSurveys, canOpenStandRegister, standVisitScope } from "@portal/contracts/policy";
import { createFileRoute } from "@tanstack/react-router";
import { requireRole } from "../../features/session/guards";
import { RegisterPage } from "../../features/stand/RegisterPage";
import { registerSearchSchema } from "../../features/stand/register-search";

/**
 * The visitor register (section "register", decision 050): every stand visit the user may see, filtered
 * in the URL, with a visit's details and the XLSX exports.
 */
export const Route = createFileRoute("/_app/register")({
  validateSearch: registerSearchSchema,
  beforeLoad: ({ context }) => requireRole(canOpenStandRegister(context.session.roles)),
  component: RegisterRoute,
});

function RegisterRoute() {
  const { session } = Route.useRouteContext();
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <RegisterPage
      roles={session.roles}
      everyStand={standVisitScope(session.roles) === "all"}
      canExportReports={canExportSiteSurveys(session.roles)}
      search={search}
      onSearch={(next, replace) => void navigate({ search: next, replace })}
    />
  );
}
