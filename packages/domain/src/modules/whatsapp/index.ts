// The module's public surface: what the API's routes, the worker and the tests use. Inside the package, import files directly.

export { toChatContactDto, toChatMessageDto } from "./chat.mapper";
export { ChatQueryService } from "./chat-query.service";
export {
  ChatSendRetry,
  ChatSendService,
  chatSendConsumers,
  type DeliverOutcome,
} from "./chat-send.service";
export { chatWindow } from "./chat-window";
export { type IngestResult, WhatsAppService } from "./whatsapp.service";
export { phoneCandidates } from "./whatsapp-payload";
