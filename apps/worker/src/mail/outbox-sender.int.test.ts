import { mkdtemp, readFile, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { createTestDatabase, type TestDatabase } from "@portal/db/testing/test-db";
import { pino } from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { OutboxRepository } from "../repositories/outbox.repository.ts";
import { createOutboxRow, readOutboxRow } from "../testing/outbox-factory.ts";
import { failingTransport, recordingTransport } from "../testing/transports.ts";
import { createLogTransport } from "./log-transport.ts";
import type { MailTransport } from "./mail-transport.ts";
import { OUTBOX_MAX_ATTEMPTS, OutboxSender } from "./outbox-sender.ts";

const logger = pino({ level: "silent" });
const FROM = "Portal de Vendas <nao-responda@portal.local>";

let db: TestDatabase;
let mailDir: string;

beforeAll(async () => {
  db = await createTestDatabase();
  mailDir = await mkdtemp(path.join(os.tmpdir(), "portal-mail-"));
});

afterAll(async () => {
  await db?.drop();
  if (mailDir) await rm(mailDir, { recursive: true, force: true });
});

function senderWith(transport: MailTransport) {
  return new OutboxSender({ outbox: new OutboxRepository(db.prisma), transport, from: FROM, logger });
}

/** Seconds between the row's next attempt and the database clock. */
async function secondsUntilNextAttempt(id: string): Promise<number> {
  const [row] = await db.prisma.$queryRaw<{ s: number }[]>`
    SELECT extract(epoch FROM next_attempt_at - now())::float8 AS s FROM email_outbox WHERE id = ${id}::uuid`;
  return row!.s;
}

describe("OutboxSender against PostgreSQL", () => {
  it("writes a PENDING row as an .eml file through the log transport and marks it SENT", async () => {
    const row = await createOutboxRow(db.prisma, { subject: "Convite para o Portal de Vendas" });

    const outcome = await senderWith(createLogTransport(mailDir, logger)).sendById(row.id);

    expect(outcome.status).toBe("sent");
    const file = outcome.status === "sent" ? outcome.file! : "";
    expect(path.dirname(file)).toBe(mailDir);
    // Sortable by time, greppable by recipient.
    expect(path.basename(file)).toMatch(new RegExp(`^\\d{4}-\\d{2}-\\d{2}T[\\d-]+Z_${row.to}_[0-9a-f]{8}\\.eml$`));
    const eml = await readFile(file, "utf8");
    expect(eml).toContain(`To: ${row.to}\r\n`);
    expect(eml).toContain("Subject: Convite para o Portal de Vendas\r\n");
    expect(eml).toContain(`X-Outbox-Id: ${row.id}\r\n`);
    expect(eml).toContain(row.text.replace(/\n/g, "\r\n"));
    const after = await readOutboxRow(db.prisma, row.id);
    expect(after.status).toBe("SENT");
    expect(after.sentAt).toBeInstanceOf(Date);
    expect(after.attempts).toBe(0);
  });

  it("skips a row that is already SENT and does not send it again", async () => {
    const sentAt = new Date("2025-01-02T03:04:05Z");
    const row = await createOutboxRow(db.prisma, { status: "SENT", sentAt });
    const transport = recordingTransport();

    const outcome = await senderWith(transport).sendById(row.id);

    expect(outcome).toEqual({ status: "skipped", reason: "already-sent" });
    expect(transport.sent).toHaveLength(0);
    expect((await readOutboxRow(db.prisma, row.id)).sentAt).toEqual(sentAt);
  });

  it("on a transport failure increments attempts, keeps the error and schedules the retry with backoff", async () => {
    const row = await createOutboxRow(db.prisma, { attempts: 2 });

    const outcome = await senderWith(failingTransport("421 try again later")).sendById(row.id);

    expect(outcome).toMatchObject({ status: "retry-scheduled", attempts: 3, retryInMs: 120_000 });
    const after = await readOutboxRow(db.prisma, row.id);
    expect(after).toMatchObject({ status: "PENDING", attempts: 3, lastError: "421 try again later", sentAt: null });
    const wait = await secondsUntilNextAttempt(row.id);
    expect(wait).toBeGreaterThan(115);
    expect(wait).toBeLessThanOrEqual(120);
  });

  it(`marks the row FAILED at the ${OUTBOX_MAX_ATTEMPTS}th failed attempt and never picks it up again`, async () => {
    const row = await createOutboxRow(db.prisma, { attempts: OUTBOX_MAX_ATTEMPTS - 1 });
    const transport = failingTransport();

    expect(await senderWith(transport).sendById(row.id)).toMatchObject({ status: "failed", attempts: 8 });
    expect(await readOutboxRow(db.prisma, row.id)).toMatchObject({ status: "FAILED", attempts: 8 });

    await db.prisma.emailOutbox.update({ where: { id: row.id }, data: { nextAttemptAt: new Date(0) } });
    expect(await senderWith(transport).sendById(row.id)).toEqual({ status: "skipped", reason: "already-failed" });
    expect(transport.calls).toBe(1);
  });

  it("does not send a row whose retry is not due yet", async () => {
    const row = await createOutboxRow(db.prisma, { attempts: 1, nextAttemptAt: new Date(Date.now() + 60_000) });
    const transport = recordingTransport();

    expect(await senderWith(transport).sendById(row.id)).toEqual({ status: "skipped", reason: "not-due-or-claimed" });
    expect(transport.sent).toHaveLength(0);
  });

  it("sendDue delivers every due PENDING row and leaves the others alone", async () => {
    await db.prisma.emailOutbox.deleteMany();
    const due = await Promise.all([1, 2, 3].map(() => createOutboxRow(db.prisma)));
    const later = await createOutboxRow(db.prisma, { nextAttemptAt: new Date(Date.now() + 60_000) });
    const sent = await createOutboxRow(db.prisma, { status: "SENT", sentAt: new Date() });
    const transport = recordingTransport();

    const result = await senderWith(transport).sendDue({ batchSize: 2 });

    expect(result).toEqual({ claimed: 3, sent: 3, failed: 0 });
    expect(transport.sent.map((m) => m.to).sort()).toEqual(due.map((r) => r.to).sort());
    expect((await readOutboxRow(db.prisma, later.id)).status).toBe("PENDING");
    expect((await readOutboxRow(db.prisma, sent.id)).sentAt).toEqual(sent.sentAt);
  });

  it("delivers each row exactly once when email.send and several sweeps race for it", async () => {
    await db.prisma.emailOutbox.deleteMany();
    const rows = await Promise.all(Array.from({ length: 30 }, () => createOutboxRow(db.prisma)));
    const transport = recordingTransport();
    const sender = senderWith(transport);

    await Promise.all([
      sender.sendDue({ batchSize: 4 }),
      sender.sendDue({ batchSize: 4 }),
      sender.sendDue({ batchSize: 4 }),
      ...rows.map((row) => sender.sendById(row.id)),
    ]);

    expect(transport.sent).toHaveLength(rows.length);
    expect(new Set(transport.sent.map((m) => m.to)).size).toBe(rows.length);
    expect(await db.prisma.emailOutbox.count({ where: { status: "SENT" } })).toBe(rows.length);
  });
});
