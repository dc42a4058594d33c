import { MSG } from "@portal/contracts/messages";
import { PARTNER_PENDING_ROUTES, partnerAwaitingApproval, partnerGateMessage } from "@portal/contracts/partner-status";
import {
  describeRouteRule,
  HARNESS_PATH_PREFIX,
  type RouteRule,
  routeAllows,
  routeKey,
  withHarnessRoutes,
} from "@portal/contracts/route-access";
import { AppError } from "@portal/domain/app-error";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import fp from "fastify-plugin";

/** Routes the table does not govern: HEAD twins of GETs, CORS preflights and the OpenAPI/Swagger UI pages. */
function exempt(method: string, url: string): boolean {
  return method === "HEAD" || method === "OPTIONS" || url === "/docs" || url.startsWith("/docs/");
}

/**
 * Enforces packages/contracts/src/route-access.ts on every route (decision 030), in one preParsing hook: it runs
 * after the route's own onRequest hook (authentication) and before the body is even parsed (a JSON syntax error, an
 * empty JSON body, a multipart or a wrong content type are answered at parsing, before preValidation), so a refused
 * caller gets 403 whatever they sent. It is the only role check at route level: route files add no role hooks of their
 * own. A non-public route that skipped authentication is authenticated here. The app refuses to start when a
 * registered route has no rule, or (decision 069) a documented route has no operationId and summary; each route's
 * OpenAPI operation gets them from its entry, and its description says who may call it. A harness (the
 * benchmarks) may add rules for its own `/__` probes only (`harnessRoutes`, decision 051); production passes none.
 */
export default fp(
  async function routeAccessPlugin(
    app: FastifyInstance,
    opts: { harnessRoutes?: Readonly<Record<string, RouteRule>> },
  ) {
    const ROUTE_ACCESS = withHarnessRoutes(opts.harnessRoutes);
    const missing: string[] = [];
    const undocumented: string[] = [];
    const ownDocs: string[] = [];
    app.addHook("onRoute", (route) => {
      const methods = Array.isArray(route.method) ? route.method : [route.method];
      for (const method of methods) {
        if (exempt(method, route.url)) continue;
        const key = routeKey(method, route.url);
        const rule = ROUTE_ACCESS[key];
        if (!rule) {
          missing.push(key);
          continue;
        }
        if (route.schema?.hide) continue;
        // The catalogue's operationId and summary (decision 069); a harness's own probes carry none.
        const documented = "operationId" in rule && rule.operationId.trim() !== "" && rule.summary.trim() !== "";
        if (!documented && !key.includes(` ${HARNESS_PATH_PREFIX}`)) undocumented.push(key);
        // The catalogue is the one place for them: a route file that sets its own would be silently overwritten.
        if (route.schema?.summary || route.schema?.operationId) ownDocs.push(key);
        // A copy: routes may share one schema object, and each gets its own operationId, summary and access line.
        const schema = { ...route.schema };
        if (documented) {
          schema.operationId = rule.operationId;
          schema.summary = rule.summary;
        }
        const access = describeRouteRule(rule);
        const description = schema.description as string | undefined;
        schema.description = description ? `${description}\n\n${access}` : access;
        route.schema = schema;
      }
    });
    app.addHook("onReady", async () => {
      if (missing.length > 0) {
        throw new Error(
          `Routes without an access rule: ${missing.join(", ")}. Add each to ROUTE_ACCESS in packages/contracts/src/route-access.ts.`,
        );
      }
      if (undocumented.length > 0) {
        throw new Error(
          `Routes without an operationId and summary: ${undocumented.join(", ")}. Give each entry of ROUTE_ACCESS in packages/contracts/src/route-access.ts its op(rule, operationId, summary).`,
        );
      }
      if (ownDocs.length > 0) {
        throw new Error(
          `Routes with their own summary or operationId: ${ownDocs.join(", ")}. Move them to ROUTE_ACCESS in packages/contracts/src/route-access.ts.`,
        );
      }
    });
    app.addHook("preParsing", async (request: FastifyRequest, reply: FastifyReply, payload) => {
      const method = request.method;
      const url = request.routeOptions.url;
      if (!url || exempt(method, url)) return payload;
      const rule = ROUTE_ACCESS[routeKey(method, url)];
      if (!rule) throw new AppError("FORBIDDEN", MSG.forbidden);
      if (rule.access === "public") return payload;
      if (!request.auth) await app.authenticate.call(app, request, reply, () => undefined);
      if (!routeAllows(rule, request.auth, request.params as Record<string, unknown>)) {
        throw new AppError("FORBIDDEN", MSG.forbidden);
      }
      // A partner awaiting approval reaches only their session, profile and notifications (decision 064).
      const auth = request.auth;
      if (
        auth &&
        partnerAwaitingApproval(auth.roles, auth.partnerStatus) &&
        !PARTNER_PENDING_ROUTES.has(routeKey(method, url))
      ) {
        throw new AppError("FORBIDDEN", partnerGateMessage(auth.partnerStatus));
      }
      return payload;
    });
  },
  { name: "route-access", dependencies: ["auth"] },
);
