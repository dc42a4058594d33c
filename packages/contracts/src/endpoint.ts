import type { z } from "zod";
import type { RouteEntry, RouteRule } from "./route-rules";

/**
 * One definition per endpoint (docs/architecture.md): method, path, schemas, access rule and OpenAPI summary,
 * written once here in contracts. The API registers the route from it (apps/api/src/lib/endpoint.ts), the access
 * table (route-access.ts) takes its rule from it, and the web calls it through the typed client
 * (apps/web/src/lib/api-client.ts `callEndpoint`): a renamed path or field is a compile error on both sides.
 */
export type HttpMethod = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

export interface Endpoint {
  readonly method: HttpMethod;
  /** Fastify's form: `/solicitations/:id`. */
  readonly path: string;
  /** Unique, camelCase: what a generated client names the call. */
  readonly operationId: string;
  /** One English line for the OpenAPI document and its readers (decision 069). */
  readonly summary: string;
  /** The service answers 409 on it (a state transition or a uniqueness it refuses): documented in the OpenAPI. */
  readonly conflict?: boolean;
  readonly description?: string;
  readonly tags: readonly string[];
  /** Who may call it (decision 030), enforced before the body is parsed. */
  readonly access: RouteRule;
  readonly params?: z.ZodType;
  readonly query?: z.ZodType;
  readonly body?: z.ZodType;
  /** A body that is not JSON (an upload: multipart/form-data), read by the handler itself; for the OpenAPI. */
  readonly consumes?: readonly string[];
  /** An answer that is not JSON (a spreadsheet, a PDF); for the OpenAPI. */
  readonly produces?: readonly string[];
  /** The success status and its body. */
  readonly status: 200 | 201 | 202;
  readonly response: z.ZodType;
}

/** Keeps the literal types of a definition (method, path, schemas) for the typed server handler and web client. */
export const defineEndpoint = <const E extends Endpoint>(endpoint: E): E => endpoint;

/** `/a/:id/b/:fileId` -> "id" | "fileId". */
export type PathParamNames<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | PathParamNames<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;

type SchemaOutput<S> = S extends z.ZodType ? z.output<S> : undefined;
type SchemaInput<S> = S extends z.ZodType ? z.input<S> : undefined;

/** What the server handler receives, validated. */
export type EndpointParams<E extends Endpoint> = E["params"] extends z.ZodType
  ? z.output<E["params"]>
  : Record<PathParamNames<E["path"]>, string>;
export type EndpointQuery<E extends Endpoint> = SchemaOutput<E["query"]>;
export type EndpointBody<E extends Endpoint> = SchemaOutput<E["body"]>;
/** What the server answers (before serialization) and the web receives (parsed). */
export type EndpointReply<E extends Endpoint> = z.input<E["response"]>;
export type EndpointResult<E extends Endpoint> = z.output<E["response"]>;

/** The table key of an endpoint: "GET /solicitations/:id" (route-access.ts). */
export const endpointKey = (endpoint: Pick<Endpoint, "method" | "path">) => `${endpoint.method} ${endpoint.path}`;

/** A module's endpoints as entries of the endpoint catalogue (route-access.ts): access rule and OpenAPI doc. */
export function accessOf(endpoints: Readonly<Record<string, Endpoint>>): Record<string, RouteEntry> {
  return Object.fromEntries(
    Object.values(endpoints).map((e) => [
      endpointKey(e),
      {
        ...e.access,
        operationId: e.operationId,
        summary: e.summary,
        ...(e.conflict ? { conflict: true } : {}),
      },
    ]),
  );
}

/** The web's input of a call: path params by name, the query's fields, the body. */
export type QueryValue = string | number | boolean | null | undefined;
type QueryInput<E extends Endpoint> = E["query"] extends z.ZodType
  ? { readonly [K in keyof SchemaInput<E["query"]>]?: QueryValue | readonly QueryValue[] }
  : undefined;

export type EndpointInput<E extends Endpoint> = ([PathParamNames<E["path"]>] extends [never]
  ? { params?: undefined }
  : { params: Record<PathParamNames<E["path"]>, string> }) &
  (E["query"] extends z.ZodType ? { query?: QueryInput<E> } : { query?: undefined }) &
  (E["body"] extends z.ZodType ? { body: SchemaInput<E["body"]> } : { body?: undefined });

/** The concrete path of a call: `/solicitations/:id` with { id } -> `/solicitations/3f…`. Missing params throw. */
export function endpointPath(path: string, params: Readonly<Record<string, string>> | undefined): string {
  return path.replace(/:([A-Za-z_][A-Za-z0-9_]*)/g, (_, name: string) => {
    const value = params?.[name];
    if (value === undefined || value === "") throw new Error(`${path}: missing path parameter ${name}`);
    return encodeURIComponent(value);
  });
}
