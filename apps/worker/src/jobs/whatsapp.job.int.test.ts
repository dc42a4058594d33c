import { Database } from "@portal/domain/database";
import { chatSendConsumers } from "@portal/domain/whatsapp";
import { startWaSandbox } from "@portal/wa-sandbox";
import { pino } from "pino";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { type InProcessWorker, startInProcessWorker } from "../testing/in-process-worker.ts";

/**
 * The chat's whatsapp.send job in the real BullMQ worker against the WhatsApp sandbox over HTTP (decision 083): a
 * message recorded queued in a transaction is enqueued after COMMIT, sent once, its wamid stored; a 130429 makes
 * BullMQ back off and retry, and the message is sent on the next attempt.
 */
const logger = pino({ level: "silent" });
const sandbox = await startWaSandbox({ port: 0 });
let worker: InProcessWorker;
let database: Database;

beforeAll(async () => {
  worker = await startInProcessWorker({ concurrency: 2, env: { WHATSAPP_GRAPH_BASE_URL: sandbox.url } });
  database = new Database(worker.db.prisma);
  for (const consumer of chatSendConsumers(worker.producer, logger)) database.events.register(consumer);
});
afterAll(async () => {
  await worker?.close();
  await sandbox.close();
});

async function queueText(text: string): Promise<string> {
  const user = await worker.db.prisma.user.create({
    data: {
      fullName: "Especialista",
      email: `esp-${Math.random()}@portal.test`,
      passwordHash: "x",
      roles: ["ONLINE_SPECIALIST"],
    },
  });
  const phone = `55119${String(Math.floor(Math.random() * 1e8)).padStart(8, "0")}`;
  const lead = await worker.db.prisma.lead.create({ data: { fullName: "Cliente", phone, ownerId: user.id } });
  return database.transaction(async (repos, events) => {
    const messageId = await repos.whatsappChat.insertQueued({
      leadId: lead.id,
      phoneNumberId: "106540352242922",
      waId: phone,
      type: "text",
      body: text,
      templateName: null,
      content: { body: text },
      sentById: user.id,
    });
    events.emit({ type: "whatsapp.message_queued", messageId });
    return messageId;
  });
}

const row = (id: string) => worker.db.prisma.whatsAppMessage.findUniqueOrThrow({ where: { id } });

describe("whatsapp.send in the real worker", () => {
  it("sends a queued message once through the Cloud API and stores its wamid", async () => {
    const id = await queueText("Olá, tudo bem?");
    await vi.waitFor(async () => expect((await row(id)).status).toBe("accepted"), { timeout: 10_000, interval: 50 });
    const stored = await row(id);
    const sent = sandbox.messages.filter((m) => m.wamid === stored.wamid);
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ type: "text", preview: "Olá, tudo bem?", phone_number_id: "106540352242922" });
    // Enqueued again (the sweep, a retry): the same job id, and the handler skips a message no longer queued.
    await worker.producer.enqueue("whatsapp.send", { messageId: id });
    expect(sandbox.messages.filter((m) => m.preview === "Olá, tudo bem?")).toHaveLength(1);
  });

  it("backs off on 130429 and sends on BullMQ's next attempt", async () => {
    sandbox.failNext({ code: 130429, times: 1 });
    const id = await queueText("Segunda tentativa");
    await vi.waitFor(async () => expect((await row(id)).status).toBe("accepted"), { timeout: 20_000, interval: 100 });
    expect(await row(id)).toMatchObject({ attempts: 2, errorCode: null });
    const refused = sandbox.requests.filter(
      (r) => (r.response as { error?: { code?: number } } | null)?.error?.code === 130429,
    );
    expect(refused).toHaveLength(1);
  }, 30_000);
});
