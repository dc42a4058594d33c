import { landingRoute } from "@portal/contracts/policy";
import { createFileRoute, redirect } from "@tanstack/react-router";
import { getSession } from "../lib/session";

export const Route = createFileRoute("/")({
  beforeLoad: () => {
    const session = getSession();
    throw redirect({ to: session ? landingRoute(session.roles) : "/login" });
  },
});
