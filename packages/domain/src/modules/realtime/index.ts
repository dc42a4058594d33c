// The module's public surface: what the API's routes, the worker and the tests use. Inside the package, import files directly.

export { originNotAllowed } from "./realtime.errors";
export type { RealtimeMessage } from "./realtime.publisher";
export { createRedisPublisher, realtimeChannel } from "./realtime.publisher";
export { WS_TICKET_TTL_SECONDS, type WsTicketOwner, WsTickets } from "./ws-tickets";
