import { randomBytes } from "node:crypto";
import { Redis } from "ioredis";

export function testRedis(): Redis {
  return new Redis(process.env.REDIS_URL || "redis://127.0.0.1:6379", { maxRetriesPerRequest: null });
}

/** A BullMQ prefix no other test file uses. */
export function uniquePrefix(): string {
  return `test-${randomBytes(6).toString("hex")}`;
}

/** Deletes every key under a BullMQ prefix (also how tests simulate Redis losing its data). */
export async function deleteKeys(redis: Redis, prefix: string): Promise<number> {
  let deleted = 0;
  let cursor = "0";
  do {
    const [next, keys] = await redis.scan(cursor, "MATCH", `${prefix}:*`, "COUNT", 500);
    cursor = next;
    if (keys.length > 0) deleted += await redis.del(...keys);
  } while (cursor !== "0");
  return deleted;
}
