import type { Endpoint, EndpointBody, EndpointParams, EndpointQuery, EndpointReply } from "@portal/contracts/endpoint";
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteHandlerMethod, RouteOptions } from "fastify";

/** The request a handler of endpoint E receives: params, query and body already validated by E's schemas. */
export type EndpointRequest<E extends Endpoint> = FastifyRequest<{
  Params: EndpointParams<E>;
  Querystring: EndpointQuery<E>;
  Body: EndpointBody<E>;
}>;

/** A handler answers E's response body (sent with E's status), or takes over the reply itself. */
export type EndpointHandler<E extends Endpoint> = (
  request: EndpointRequest<E>,
  reply: FastifyReply,
) => Promise<EndpointReply<E> | FastifyReply>;

/**
 * Registers a route from its one definition (packages/contracts/src/endpoint.ts): method, path, schemas, description,
 * tags and the success status. Who may call it, its operationId and summary come from the same definition through the
 * endpoint catalogue (route-access.ts `accessOf`): the route-access plugin enforces the rule before the body is
 * parsed and fills the OpenAPI from the entry. `options.serializerCompiler` swaps the answer's serializer (the hot
 * reads' fastSerializerCompiler, decision 022).
 */
export function route<E extends Endpoint>(
  app: FastifyInstance,
  endpoint: E,
  handler: EndpointHandler<E>,
  options: Pick<RouteOptions, "serializerCompiler"> = {},
): void {
  const { status } = endpoint;
  app.route({
    ...options,
    method: endpoint.method,
    url: endpoint.path,
    schema: {
      ...(endpoint.description ? { description: endpoint.description } : {}),
      tags: [...endpoint.tags],
      ...(endpoint.params ? { params: endpoint.params } : {}),
      ...(endpoint.query ? { querystring: endpoint.query } : {}),
      ...(endpoint.body ? { body: endpoint.body } : {}),
      ...(endpoint.consumes ? { consumes: [...endpoint.consumes] } : {}),
      ...(endpoint.produces ? { produces: [...endpoint.produces] } : {}),
      response: { [status]: endpoint.response },
    },
    handler: (async (request: FastifyRequest, reply: FastifyReply) => {
      const result = await handler(request as EndpointRequest<E>, reply);
      if (result === reply) return reply;
      return reply.code(status).send(result);
    }) as RouteHandlerMethod,
  });
}
