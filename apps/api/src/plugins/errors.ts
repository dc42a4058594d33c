import { MSG } from "@portal/contracts/messages";
import { AppError } from "@portal/domain/app-error";
import { isDatabaseBusy, isDatabaseUnavailable } from "@portal/domain/db-errors";
import type { FastifyError, FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { hasZodFastifySchemaValidationErrors } from "fastify-type-provider-zod";

interface ValidationItem {
  instancePath?: string;
  message?: string;
}

/** `"field.path" message` for each issue; the field comes first, in double quotes (ARCHITECTURE.md). */
export function validationMessages(items: ValidationItem[], context?: string): string[] {
  return items.map((item) => {
    const path = (item.instancePath ?? "").replace(/^\//, "").replaceAll("/", ".");
    const field = path || context || "body";
    return `"${field}" ${item.message ?? "é inválido"}`;
  });
}

/** Seconds a client is asked to wait when the database's connections are all busy (503). */
export const BUSY_RETRY_AFTER_SECONDS = 5;
/** Seconds a client is asked to wait when the database is unreachable (a restart takes a few seconds). */
export const UNAVAILABLE_RETRY_AFTER_SECONDS = 5;

/** One error handler for the whole app: messages pass through only below 500. */
export default fp(
  async function errorsPlugin(app: FastifyInstance) {
    app.setErrorHandler((err: FastifyError, request, reply) => {
      if (err instanceof AppError) {
        return reply.code(err.statusCode).headers(err.headers).send(err.body);
      }
      if (hasZodFastifySchemaValidationErrors(err)) {
        return reply.code(400).send({
          statusCode: 400,
          error: "Bad Request",
          message: validationMessages(err.validation as ValidationItem[], err.validationContext),
        });
      }
      if (err.validation) {
        return reply.code(400).send({
          statusCode: 400,
          error: "Bad Request",
          message: validationMessages(err.validation as ValidationItem[], err.validationContext),
        });
      }
      switch (err.code) {
        case "FST_ERR_CTP_BODY_TOO_LARGE":
        case "FST_REQ_FILE_TOO_LARGE":
          return reply.code(413).send({ statusCode: 413, error: "Payload Too Large", message: MSG.payloadTooLarge });
        case "FST_ERR_CTP_INVALID_MEDIA_TYPE":
          return reply
            .code(415)
            .send({ statusCode: 415, error: "Unsupported Media Type", message: "Tipo de conteúdo não suportado." });
        case "FST_ERR_CTP_EMPTY_JSON_BODY":
          return reply.code(400).send({ statusCode: 400, error: "Bad Request", message: ['"body" é obrigatório'] });
        case "FST_ERR_CTP_INVALID_JSON_BODY":
          return reply
            .code(400)
            .send({ statusCode: 400, error: "Bad Request", message: [`"body" ${MSG.invalidJson}`] });
      }
      if (err instanceof SyntaxError || err.code === "FST_ERR_CTP_INVALID_CONTENT_LENGTH") {
        return reply.code(400).send({ statusCode: 400, error: "Bad Request", message: [`"body" ${MSG.invalidJson}`] });
      }
      if (err.statusCode === 429) {
        return reply.code(429).send({ statusCode: 429, error: "Too Many Requests", message: MSG.tooManyRequests });
      }
      if (err.statusCode && err.statusCode >= 400 && err.statusCode < 500) {
        return reply
          .code(err.statusCode)
          .send({ statusCode: err.statusCode, error: err.name || "Error", message: err.message });
      }
      if (isDatabaseBusy(err)) {
        // Overload, not a bug: every pool connection stayed busy longer than the request could wait (decision 056).
        request.log.warn({ err }, "database busy: 503");
        return reply
          .code(503)
          .header("retry-after", String(BUSY_RETRY_AFTER_SECONDS))
          .send({ statusCode: 503, error: "Service Unavailable", message: MSG.serverBusy });
      }
      if (isDatabaseUnavailable(err)) {
        // PostgreSQL restarting or failing over (decision 062): the request may succeed in a few seconds.
        request.log.warn({ err }, "database unavailable: 503");
        return reply
          .code(503)
          .header("retry-after", String(UNAVAILABLE_RETRY_AFTER_SECONDS))
          .send({ statusCode: 503, error: "Service Unavailable", message: MSG.serviceUnavailable });
      }
      request.log.error({ err }, "unhandled error");
      return reply.code(500).send({ statusCode: 500, error: "Internal Server Error", message: MSG.internalError });
    });

    app.setNotFoundHandler((request, reply) => {
      reply.code(404).send({
        statusCode: 404,
        error: "Not Found",
        message: `Rota ${request.method} ${request.url.split("?")[0]} não encontrada.`,
      });
    });
  },
  { name: "errors" },
);
