import { CHAT_MSG } from "@portal/contracts/chat";
import { CHAT_ENDPOINTS } from "@portal/contracts/endpoints/chat";
import { toChatMessageDto } from "@portal/domain/whatsapp";
import type { FastifyInstance } from "fastify";
import { route } from "../../lib/endpoint";

/**
 * WhatsApp chat with leads (decision 083). Each route is its definition in packages/contracts/src/endpoints/chat.ts
 * (path, schemas, the chat section's roles) plus the call to the service, which applies the leads' scope.
 */
export default async function chatRoutes(app: FastifyInstance) {
  app.addHook("onRequest", app.authenticate);
  const { chatQuery, chatSend } = app.services;

  route(app, CHAT_ENDPOINTS.contacts, async (request) => {
    const page = await chatQuery.contacts(request.auth, request.query);
    return { payload: page.rows, pagination: { limit: request.query.limit, next_cursor: page.nextCursor } };
  });

  route(app, CHAT_ENDPOINTS.messages, async (request) => {
    const page = await chatQuery.messages(request.auth, request.params.leadId, request.query);
    return {
      payload: page.rows,
      pagination: { limit: request.query.limit, next_cursor: page.nextCursor },
      window_open: page.windowOpen,
      window_expires_at: page.windowExpiresAt?.toISOString() ?? null,
    };
  });

  route(app, CHAT_ENDPOINTS.send, async (request) => {
    const row = await chatSend.send(request.auth, request.params.leadId, request.body);
    return { message: CHAT_MSG.queued, chat_message: toChatMessageDto(row) };
  });

  route(app, CHAT_ENDPOINTS.read, async (request) => chatQuery.markRead(request.auth, request.params.leadId));
}
