import { timingSafeEqual } from "node:crypto";
import { MSG } from "@portal/contracts/messages";
import { AppError } from "@portal/domain/app-error";
import { verifyWhatsAppSignature, WHATSAPP_SIGNATURE_HEADER } from "@portal/domain/integrations/whatsapp/signature";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";

const tags = ["whatsapp"];
const ingestAnswer = z.object({ stored: z.number().int(), statuses: z.number().int(), skipped: z.number().int() });
const verifyQuery = z.object({
  "hub.mode": z.string(),
  "hub.verify_token": z.string(),
  "hub.challenge": z.string().max(256),
});

/**
 * Meta's WhatsApp webhook (decision 081). Public: Meta signs instead of signing in. The POST's body is kept as the
 * raw bytes (this plugin's own parser, every content type) because X-Hub-Signature-256 covers exactly those bytes;
 * it is parsed as JSON only after the signature checks. Neither route counts against the global rate limit: Meta
 * retries what it cannot deliver, and a 429 would only delay the same events.
 */
export default async function whatsAppWebhooksRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { verifyToken, appSecret } = app.config.whatsappWebhook;

  // Encapsulated: the rest of the API keeps its strict JSON parser.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser("*", { parseAs: "buffer" }, (_request, body: Buffer, done) => done(null, body));

  r.get(
    "/webhooks/whatsapp",
    {
      config: { rateLimit: false },
      schema: { tags, querystring: verifyQuery, response: { 200: z.string() } },
    },
    async (request, reply) => {
      const q = request.query;
      if (!verifyToken || q["hub.mode"] !== "subscribe" || !sameText(q["hub.verify_token"], verifyToken)) {
        throw new AppError("FORBIDDEN", MSG.whatsappVerifyTokenInvalid);
      }
      return reply.type("text/plain; charset=utf-8").send(q["hub.challenge"]);
    },
  );

  r.post(
    "/webhooks/whatsapp",
    {
      config: { rateLimit: false },
      schema: { tags, response: { 200: ingestAnswer } },
    },
    async (request) => {
      const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      if (!verifyWhatsAppSignature(raw, request.headers[WHATSAPP_SIGNATURE_HEADER], appSecret)) {
        throw new AppError("UNAUTHORIZED", MSG.whatsappSignatureInvalid);
      }
      let payload: unknown;
      try {
        payload = JSON.parse(raw.toString("utf8"));
      } catch {
        // Signed by Meta yet not JSON: nothing to store, and a retry would not change it.
        request.log.warn("whatsapp webhook: signed body is not JSON");
        return { stored: 0, statuses: 0, skipped: 1 };
      }
      return app.services.whatsapp.ingest(payload);
    },
  );
}

/** Equal strings, compared in time that does not depend on where they differ. */
function sameText(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}
