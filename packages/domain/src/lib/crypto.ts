import { createHash, randomBytes } from "node:crypto";

/** A random URL-safe token for emailed links; only its hash is stored. */
export function newUrlToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString("base64url");
  return { token, hash: sha256(token) };
}

export function sha256(value: string): string {
  return createHash("sha256").update(value).digest("hex");
}
