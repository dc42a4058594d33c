import { CHAT_WINDOW_HOURS } from "@portal/contracts/chat";

const WINDOW_MS = CHAT_WINDOW_HOURS * 3600_000;

/** Whether the lead wrote in the last 24 hours (Meta's customer-service window), and until when. */
export function chatWindow(lastInboundAt: Date | null, now = new Date()): { open: boolean; expiresAt: Date | null } {
  if (!lastInboundAt) return { open: false, expiresAt: null };
  const expiresAt = new Date(lastInboundAt.getTime() + WINDOW_MS);
  return { open: expiresAt.getTime() > now.getTime(), expiresAt };
}
