import { FIELD_MSG } from "@portal/contracts/messages";
import { fieldError } from "@portal/domain/app-error";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";

/**
 * The app's one JSON body parser: Fastify's own (empty body, syntax errors and prototype poisoning answered as
 * before), fed by a strict UTF-8 decode. Fastify decodes bodies leniently, so a byte that is not UTF-8 became U+FFFD
 * and was stored in its place; here it is a 400 `"body" contém bytes que não são texto UTF-8 válido.` and nothing
 * is written.
 */
export default fp(
  async function jsonBodyPlugin(app: FastifyInstance) {
    const parseJson = app.getDefaultJsonParser("error", "error");
    // fatal: throw on the first malformed sequence instead of replacing it. A leading BOM is still dropped.
    const utf8 = new TextDecoder("utf-8", { fatal: true });
    app.removeContentTypeParser("application/json");
    app.addContentTypeParser("application/json", { parseAs: "buffer" }, (request, body: Buffer, done) => {
      let text: string;
      try {
        text = utf8.decode(body);
      } catch {
        done(fieldError("body", FIELD_MSG.invalidUtf8), undefined);
        return;
      }
      parseJson(request, text, done);
    });
  },
  { name: "json-body" },
);
