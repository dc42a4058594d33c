import { randomBytes } from "node:crypto";

let lastMs = 0;
let counter = 0;

/**
 * UUIDv7-style ids (RFC 9562): 48-bit milliseconds, then a 12-bit counter, so ids made by this process sort in
 * creation order even within one millisecond. The batch distribution gives its log rows one createdAt and these
 * ids, so "ORDER BY created_at, id" keeps the order in which the decisions were taken.
 */
export function timeOrderedId(now = Date.now()): string {
  if (now > lastMs) {
    lastMs = now;
    counter = 0;
  } else if (++counter > 0xfff) {
    lastMs += 1;
    counter = 0;
  }
  const bytes = randomBytes(16);
  const ms = BigInt(lastMs);
  for (let i = 0; i < 6; i++) bytes[i] = Number((ms >> BigInt(8 * (5 - i))) & 0xffn);
  bytes[6] = 0x70 | (counter >> 8);
  bytes[7] = counter & 0xff;
  bytes[8] = 0x80 | ((bytes[8] as number) & 0x3f);
  const hex = bytes.toString("hex");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
