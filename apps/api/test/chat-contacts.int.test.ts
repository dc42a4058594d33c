import { afterAll, describe, expect, it } from "vitest";
import { createLead, type Staff, staff } from "./factories/leads";
import { createWhatsAppMessage } from "./factories/whatsapp";
import { createTestContext } from "./helpers";

/**
 * The chat's reads (decision 083) against the real database: the contacts list (last message, unread count, waiting
 * time, the 24-hour window, search, keyset pages), a conversation's messages (newest last, paged), mark-as-read, and
 * the scope: a conversation follows its lead's current owner.
 */
const ctx = await createTestContext({ rateLimitPerMinute: 1_000_000 });
afterAll(() => ctx.close());

const minutesAgo = (n: number) => new Date(Date.now() - n * 60_000);

const message = (
  leadId: string,
  direction: "IN" | "OUT",
  at: Date,
  body: string,
  extra: { readAt?: Date; status?: string } = {},
) => createWhatsAppMessage(ctx.prisma, { leadId, waId: "5511900000001", direction, body, sentAt: at, ...extra });

const get = (who: Staff, url: string) => ctx.app.inject({ method: "GET", url, headers: who.headers });

describe("GET /chat/contacts", () => {
  it("lists the owner's conversations, newest first, with last message, unread count, waiting time and window", async () => {
    const owner = await staff(ctx, ["ONLINE_SPECIALIST"]);
    const waiting = await createLead(ctx.prisma, { ownerId: owner.user.id, fullName: "Paula Esperando" });
    const answered = await createLead(ctx.prisma, { ownerId: owner.user.id, fullName: "Rui Respondido" });
    const stale = await createLead(ctx.prisma, { ownerId: owner.user.id, fullName: "Sara Antiga" });
    await message(stale.id, "IN", minutesAgo(60 * 30), "Oi, faz tempo");
    await message(answered.id, "IN", minutesAgo(50), "Tem vaga de garagem?", { readAt: minutesAgo(45) });
    await message(answered.id, "OUT", minutesAgo(40), "Tem sim, duas.");
    await message(waiting.id, "OUT", minutesAgo(30), "Bom dia!");
    const first = await message(waiting.id, "IN", minutesAgo(20), "Bom dia, quero visitar");
    const last = await message(waiting.id, "IN", minutesAgo(10), "Pode ser amanhã?");

    const res = await get(owner, "/chat/contacts");
    expect(res.statusCode).toBe(200);
    const { payload, pagination } = res.json();
    expect(payload.map((c: { lead: { full_name: string } }) => c.lead.full_name)).toEqual([
      "Paula Esperando",
      "Rui Respondido",
      "Sara Antiga",
    ]);
    expect(pagination.next_cursor).toBeNull();
    const [w, a, s] = payload;
    expect(w).toMatchObject({
      _id: waiting.id,
      lead: { _id: waiting.id, phone: waiting.phone, owner: { _id: owner.user.id } },
      last_message: { body: "Pode ser amanhã?", direction: "IN", read: false },
      unread_count: 2,
      waiting_since: first.sentAt!.toISOString(),
      window_open: true,
    });
    expect(w.window_expires_at).toBe(new Date(last.sentAt!.getTime() + 24 * 3600_000).toISOString());
    expect(a).toMatchObject({
      unread_count: 0,
      waiting_since: null,
      window_open: true,
      last_message: { status: "delivered" },
    });
    expect(s).toMatchObject({ unread_count: 1, window_open: false });
  });

  it("finds a conversation by part of the name or digits of the phone, and pages with next_cursor", async () => {
    const owner = await staff(ctx, ["BOOTH_SPECIALIST"]);
    const leads = [];
    for (let i = 0; i < 3; i++) {
      const lead = await createLead(ctx.prisma, { ownerId: owner.user.id, fullName: `Cliente Página ${i}` });
      await message(lead.id, "IN", minutesAgo(10 - i), `oi ${i}`);
      leads.push(lead);
    }
    const byName = (await get(owner, "/chat/contacts?search=p%C3%A1gina%201")).json().payload;
    expect(byName.map((c: { _id: string }) => c._id)).toEqual([leads[1]!.id]);
    const byPhone = (await get(owner, `/chat/contacts?search=${leads[2]!.phone.slice(-8)}`)).json().payload;
    expect(byPhone.map((c: { _id: string }) => c._id)).toEqual([leads[2]!.id]);

    const page1 = (await get(owner, "/chat/contacts?limit=2")).json();
    expect(page1.payload.map((c: { _id: string }) => c._id)).toEqual([leads[2]!.id, leads[1]!.id]);
    const page2 = (await get(owner, `/chat/contacts?limit=2&cursor=${page1.pagination.next_cursor}`)).json();
    expect(page2.payload.map((c: { _id: string }) => c._id)).toEqual([leads[0]!.id]);
    expect(page2.pagination.next_cursor).toBeNull();

    const bad = await get(owner, "/chat/contacts?cursor=nao-e-um-cursor");
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message.join(" ")).toContain('"cursor"');
  });

  it("shows a specialist only their leads' conversations; a lead handed to someone else takes its conversation along", async () => {
    const [first, second] = await Promise.all([staff(ctx, ["ONLINE_SPECIALIST"]), staff(ctx, ["ONLINE_SPECIALIST"])]);
    const secretary = await staff(ctx, ["SALES_SECRETARY"]);
    const lead = await createLead(ctx.prisma, { ownerId: first.user.id });
    await message(lead.id, "IN", minutesAgo(5), "Olá");
    const ids = async (who: Staff) =>
      (await get(who, "/chat/contacts?limit=100")).json().payload.map((c: { _id: string }) => c._id);
    expect(await ids(first)).toContain(lead.id);
    expect(await ids(second)).not.toContain(lead.id);
    expect(await ids(secretary)).toContain(lead.id);
    expect((await get(second, `/chat/contacts/${lead.id}/messages`)).statusCode).toBe(404);

    await ctx.prisma.lead.update({ where: { id: lead.id }, data: { ownerId: second.user.id } });
    expect(await ids(first)).not.toContain(lead.id);
    expect(await ids(second)).toContain(lead.id);
    const conversation = await get(second, `/chat/contacts/${lead.id}/messages`);
    expect(conversation.json().payload.map((m: { body: string }) => m.body)).toEqual(["Olá"]);
  });

  it("answers 403 to a role outside the chat section", async () => {
    const marketing = await staff(ctx, ["MARKETING"]);
    expect((await get(marketing, "/chat/contacts")).statusCode).toBe(403);
  });
});

describe("GET /chat/contacts/:leadId/messages and PUT .../read", () => {
  it("answers the newest page oldest first, pages back to older messages, and marks the conversation read", async () => {
    const owner = await staff(ctx, ["ONLINE_SPECIALIST"]);
    const lead = await createLead(ctx.prisma, { ownerId: owner.user.id });
    for (let i = 0; i < 5; i++) await message(lead.id, i % 2 ? "OUT" : "IN", minutesAgo(50 - i * 10), `m${i}`);

    const page1 = (await get(owner, `/chat/contacts/${lead.id}/messages?limit=3`)).json();
    expect(page1.payload.map((m: { body: string }) => m.body)).toEqual(["m2", "m3", "m4"]);
    expect(page1.window_open).toBe(true);
    const page2 = (
      await get(owner, `/chat/contacts/${lead.id}/messages?limit=3&cursor=${page1.pagination.next_cursor}`)
    ).json();
    expect(page2.payload.map((m: { body: string }) => m.body)).toEqual(["m0", "m1"]);
    expect(page2.pagination.next_cursor).toBeNull();

    const read = await ctx.app.inject({ method: "PUT", url: `/chat/contacts/${lead.id}/read`, headers: owner.headers });
    expect(read.statusCode).toBe(200);
    expect(read.json()).toEqual({ message: "Conversa marcada como lida.", read: 3 });
    const contact = (await get(owner, "/chat/contacts")).json().payload.find((c: { _id: string }) => c._id === lead.id);
    expect(contact.unread_count).toBe(0);
    const again = await ctx.app.inject({
      method: "PUT",
      url: `/chat/contacts/${lead.id}/read`,
      headers: owner.headers,
    });
    expect(again.json().read).toBe(0);
  });

  it("answers 400 naming leadId when it is not an id", async () => {
    const owner = await staff(ctx, ["ONLINE_SPECIALIST"]);
    const res = await get(owner, "/chat/contacts/123/messages");
    expect(res.statusCode).toBe(400);
    expect(res.json().message.join(" ")).toContain('"leadId"');
  });
});
