import { randomUUID } from "node:crypto";
import { mkdir, rename, writeFile } from "node:fs/promises";
import path from "node:path";
import type { Logger } from "../logger.ts";
import { formatEml } from "./eml.ts";
import type { MailTransport } from "./mail-transport.ts";

/** Development transport: nothing leaves the machine; read the emails in MAIL_DIR. */
export function createLogTransport(mailDir: string, logger: Logger): MailTransport {
  return {
    kind: "log",
    async send(mail) {
      const messageId = `<${randomUUID()}@portal.local>`;
      const date = new Date();
      await mkdir(mailDir, { recursive: true });
      const file = path.join(mailDir, emlFileName(date, mail.to, messageId));
      // Write then rename, so whoever watches the folder (e2e tests) never reads half a file.
      await writeFile(`${file}.tmp`, formatEml(mail, { messageId, date }), "utf8");
      await rename(`${file}.tmp`, file);
      logger.info({ to: mail.to, subject: mail.subject, file }, "email written to file (no SMTP_URL)");
      return { messageId, file };
    },
    async close() {},
  };
}

/** `2025-11-21T22-40-01-123Z_ana@example.com_1a2b3c4d.eml`: sorts by time, greppable by recipient. */
function emlFileName(date: Date, to: string, messageId: string): string {
  const stamp = date.toISOString().replace(/[:.]/g, "-");
  const recipient = to
    .toLowerCase()
    .replace(/[^a-z0-9@._+-]/g, "_")
    .slice(0, 80);
  return `${stamp}_${recipient}_${messageId.slice(1, 9)}.eml`;
}
