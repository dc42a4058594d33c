/**
 * Demo WhatsApp conversations (decisions 083, 086), so /chat has something to show: four of the booth specialist's
 * leads wrote in, one is waiting for an answer, one is a conversation in progress with every tick, one is outside the
 * 24-hour window and one reply failed. Direct inserts of the rows the webhook intake and the sends write, dated from
 * now, on the specialist's most recently active leads (a conversation is activity: their last activity moves to their
 * last message, so the stale-lead sweep leaves them with her). Idempotent: written once, when no demo message exists.
 */
import type { PrismaClient } from "../client";
import { BOOTH_SPECIALIST_EMAIL } from "./leads/catalog";

/** The sandbox's demo business number (packages/wa-sandbox/src/demo.ts), the chat's default outside production. */
const DEMO_PHONE_NUMBER_ID = "106540352242922";
const MINUTE = 60_000;

type Line = {
  /** Minutes ago. */
  ago: number;
  dir: "IN" | "OUT";
  text: string;
  /** Outbound: the provider's last status; inbound: whether it was read in the portal. */
  status?: "sent" | "delivered" | "read" | "failed";
  read?: boolean;
  errorCode?: number;
};

/** One conversation per lead, oldest message first. */
const CONVERSATIONS: readonly Line[][] = [
  [
    {
      ago: 12,
      dir: "IN",
      text: "Boa tarde! Vi o anúncio do Residencial Vista Taquaral. Ainda tem unidade de 2 dormitórios com varanda?",
    },
    { ago: 9, dir: "IN", text: "Se tiver, gostaria de saber o valor da entrada." },
  ],
  [
    { ago: 190, dir: "IN", text: "Olá, sou a cliente que visitou o plantão ontem.", read: true },
    {
      ago: 185,
      dir: "OUT",
      text: "Olá! Que bom falar com você. Separei a simulação da unidade 1204 que você gostou.",
      status: "read",
    },
    { ago: 120, dir: "IN", text: "Perfeito! Posso visitar o decorado no sábado de manhã?", read: true },
    {
      ago: 115,
      dir: "OUT",
      text: "Claro! Sábado às 10h fica bom? Te espero no plantão da Av. Barão de Itapura.",
      status: "delivered",
    },
  ],
  [
    { ago: 3 * 24 * 60, dir: "IN", text: "Vocês aceitam FGTS na entrada?", read: true },
    {
      ago: 3 * 24 * 60 - 20,
      dir: "OUT",
      text: "Aceitamos sim! O FGTS pode compor a entrada e amortizar o financiamento.",
      status: "read",
    },
  ],
  [
    { ago: 40, dir: "IN", text: "Pode me mandar a tabela de preços?", read: true },
    { ago: 35, dir: "OUT", text: "Mando sim, segue o link da tabela atualizada.", status: "failed", errorCode: 131026 },
  ],
];

const digits = (s: string) => s.replace(/\D/g, "");
/** WhatsApp's id of a Brazilian number: the country code, then DDD and number. */
const waIdOf = (phone: string) => {
  const d = digits(phone);
  return d.startsWith("55") && d.length >= 12 ? d : `55${d}`;
};

export async function seedDemoChat(prisma: PrismaClient, now = new Date()): Promise<{ messages: number }> {
  const specialist = await prisma.user.findUnique({ where: { email: BOOTH_SPECIALIST_EMAIL }, select: { id: true } });
  if (!specialist) return { messages: 0 };
  if ((await prisma.whatsAppMessage.count({ where: { wamid: { startsWith: "wamid.DEMO" } } })) > 0)
    return { messages: 0 };
  const leads = await prisma.lead.findMany({
    where: { ownerId: specialist.id, excluded: false, phone: { not: "" } },
    orderBy: [{ lastActivityAt: "desc" }, { id: "asc" }],
    take: CONVERSATIONS.length,
    select: { id: true, phone: true },
  });
  const rows = leads.flatMap((lead, c) =>
    (CONVERSATIONS[c] ?? []).map((line, i) => {
      const at = new Date(now.getTime() - line.ago * MINUTE);
      const outbound = line.dir === "OUT";
      return {
        wamid: `wamid.DEMO${c}${i}${lead.id.replaceAll("-", "").slice(0, 16)}`,
        direction: line.dir,
        phoneNumberId: DEMO_PHONE_NUMBER_ID,
        waId: waIdOf(lead.phone),
        leadId: lead.id,
        type: "text",
        body: line.text,
        sentAt: at,
        status: outbound ? (line.status ?? "sent") : null,
        statusAt: outbound ? new Date(at.getTime() + MINUTE) : null,
        errorCode: line.errorCode ?? null,
        errorTitle: line.errorCode ? "Message undeliverable" : null,
        raw: { demo: true },
        sentById: outbound ? specialist.id : null,
        attempts: outbound ? 1 : 0,
        readAt: !outbound && line.read ? new Date(at.getTime() + 2 * MINUTE) : null,
        createdAt: at,
      };
    }),
  );
  if (rows.length === 0) return { messages: 0 };
  const created = await prisma.whatsAppMessage.createMany({ data: rows, skipDuplicates: true });
  for (const lead of leads) {
    const last = rows.filter((r) => r.leadId === lead.id).at(-1)?.sentAt;
    if (last)
      await prisma.lead.updateMany({
        where: { id: lead.id, lastActivityAt: { lt: last } },
        data: { lastActivityAt: last },
      });
  }
  return { messages: created.count };
}
