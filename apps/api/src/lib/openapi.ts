import type { SwaggerOptions } from "@fastify/swagger";
import { APP_VERSION } from "@portal/contracts/common";
import { errorBodySchema } from "@portal/contracts/errors";
import { isAllowedForReadOnly } from "@portal/contracts/read-only";
import { ROUTE_ACCESS, type RouteEntry } from "@portal/contracts/route-access";
import { jsonSchemaTransform } from "fastify-type-provider-zod";
import { z } from "zod";

/**
 * The OpenAPI document integrators generate clients from (decision 069), served at /docs/json. Each operation's
 * operationId and summary come from the endpoint catalogue (packages/contracts/src/route-access.ts, applied by the
 * route-access plugin); its 4xx answers are derived here, from the same catalogue and the operation's own inputs, so
 * no route file repeats them. `redocly lint` checks the result in scripts/test.sh.
 */

type Operation = {
  operationId?: string;
  parameters?: { in: string; name: string }[];
  requestBody?: unknown;
  responses?: Record<string, unknown>;
};
type Document = {
  paths?: Record<string, Record<string, Operation>>;
  components?: Record<string, unknown>;
};

/** The error answers every operation may document, each with the one error body (ARCHITECTURE.md). */
const ERROR_RESPONSES = {
  "400": {
    name: "BadRequest",
    description:
      'Invalid input: `message` lists texts, each naming its field in double quotes first (`"email" deve ser um e-mail válido`).',
  },
  "401": { name: "Unauthorized", description: "No valid session: `error` is TOKEN_IS_MISSING or INVALID_TOKEN." },
  "403": { name: "Forbidden", description: "The caller may not do this (role, read-only user or record scope)." },
  "404": { name: "NotFound", description: "No such record, or none the caller may see." },
  "409": {
    name: "Conflict",
    description: "The record's state or a uniqueness refuses the change; `message` says why.",
  },
  "429": {
    name: "TooManyRequests",
    description: "Rate limit reached; retry after the `retry-after` header's seconds.",
  },
} as const;
type ErrorStatus = keyof typeof ERROR_RESPONSES;

/** Path parameters that name one record (`id`, `leadId`, `planId`...): an unknown one is a 404. */
const RECORD_PARAM = /^(id|.+Id)$/;

/**
 * The 4xx statuses of one operation, derived mechanically: 400 when it takes parameters or a body, 401 when it needs
 * a session, 403 when its rule names roles or a read-only user may not call it (decision 028), 404 when a path
 * parameter names a record, 409 when the catalogue says the service refuses conflicts, 429 always (the general rate
 * limit covers every route).
 */
export function errorStatuses(method: string, routeUrl: string, operation: Operation, entry: RouteEntry | undefined) {
  const statuses: ErrorStatus[] = [];
  if ((operation.parameters?.length ?? 0) > 0 || operation.requestBody) statuses.push("400");
  if (entry && entry.access !== "public") {
    statuses.push("401");
    if (entry.access === "roles" || !isAllowedForReadOnly(method, routeUrl)) statuses.push("403");
  }
  if (operation.parameters?.some((p) => p.in === "path" && RECORD_PARAM.test(p.name))) statuses.push("404");
  if (entry?.conflict) statuses.push("409");
  statuses.push("429");
  return statuses;
}

/** Adds the error body, the shared error responses and each operation's 4xx to the generated document. */
export function addErrorResponses(document: Document): Document {
  const byOperationId = new Map<string, [string, RouteEntry]>();
  for (const [key, entry] of Object.entries(ROUTE_ACCESS)) byOperationId.set(entry.operationId, [key, entry]);
  const errorBody = z.toJSONSchema(errorBodySchema, { io: "output", target: "openapi-3.0" });
  const responses = Object.fromEntries(
    Object.values(ERROR_RESPONSES).map(({ name, description }) => [
      name,
      { description, content: { "application/json": { schema: { $ref: "#/components/schemas/ErrorBody" } } } },
    ]),
  );
  const components = document.components ?? {};
  components.schemas = { ...(components.schemas as object), ErrorBody: errorBody };
  components.responses = { ...(components.responses as object), ...responses };
  document.components = components;
  for (const [path, operations] of Object.entries(document.paths ?? {})) {
    const routeUrl = path.replace(/\{(\w+)\}/g, ":$1");
    for (const [method, operation] of Object.entries(operations)) {
      const [, entry] = (operation.operationId && byOperationId.get(operation.operationId)) || [];
      operation.responses ??= {};
      for (const status of errorStatuses(method, routeUrl, operation, entry)) {
        operation.responses[status] ??= { $ref: `#/components/responses/${ERROR_RESPONSES[status].name}` };
      }
    }
  }
  return document;
}

/** @fastify/swagger's options: the document's header, one relative server, zod schemas, the error answers. */
export const swaggerOptions: SwaggerOptions = {
  openapi: {
    info: {
      title: "Portal de Vendas API",
      version: APP_VERSION,
      license: { name: "Proprietary" },
      description:
        "REST API of the sales and lead portal. Paths and fields follow the portal spec (section 7). " +
        "A read_only user gets 403 on every write (any method but GET/HEAD/OPTIONS) except own password, avatar, " +
        "notifications read state and logout (docs/decisions/028). " +
        'A NUL or a lone UTF-16 surrogate in any string is a 400 naming the field ("x" contém caracteres ' +
        "inválidos.); names and uploaded file names are stored without control, bidi or escape characters.",
    },
    // Relative: the API's own base URL, wherever it is deployed (the document is served from it, at /docs/json).
    servers: [{ url: "/", description: "This API's base URL" }],
    components: { securitySchemes: { bearer: { type: "http", scheme: "bearer", bearerFormat: "JWT" } } },
    security: [{ bearer: [] }],
  },
  transform: jsonSchemaTransform,
  transformObject: (input) =>
    ("openapiObject" in input ? addErrorResponses(input.openapiObject as Document) : input.swaggerObject) as never,
};
