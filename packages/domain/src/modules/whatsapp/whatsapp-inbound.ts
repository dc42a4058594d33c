import { CHAT_NOTICE_TITLE } from "@portal/contracts/chat";
import type { LeadCreateInput } from "@portal/contracts/leads";
import type { WhatsAppChatConfig } from "../../integrations/whatsapp/config";
import type { EventSink } from "../../lib/domain-events";
import type { Repositories } from "../../repositories/repositories";
import { createLeadInTx, type LeadRow } from "../leads";
import { notifyInTx } from "../notifications";
import { chatMessageEvents } from "./chat-events";
import type { InboundMessageRow } from "./whatsapp.repository";
import { phoneCandidates } from "./whatsapp-payload";

/** What became of one inbound message. */
export type InboundOutcome =
  | { stored: false }
  | { stored: true; leadId: string; createdLead: boolean; newInterest: boolean; optOut: "out" | "in" | null };

export const WHATSAPP_LOG_TYPE = "WHATSAPP";
export const OPT_OUT_LOG_TYPE = "MARKETING_OPT_OUT";
export const OPT_IN_LOG_TYPE = "MARKETING_OPT_IN";

/**
 * The phone a new lead gets from a WhatsApp id: E.164 digits, a Brazilian mobile with its ninth digit (WhatsApp
 * still reports many without it).
 */
export function leadPhoneOf(waId: string): string {
  const candidates = phoneCandidates(waId);
  return candidates.find((c) => /^55\d{2}9\d{8}$/.test(c)) ?? candidates[0]!;
}

/** A person's name for a new lead: the WhatsApp profile name when usable, else a label with the number. */
export function leadNameOf(profileName: string | null, phone: string): string {
  const name = profileName
    ?.replace(/[\p{Cc}\p{Cf}]/gu, "")
    .trim()
    .slice(0, 120);
  return name && name.length >= 2 ? name : `WhatsApp +${phone}`;
}

/** The whole message as a keyword: case, accents kept, surrounding punctuation and spaces ignored. */
export function keywordOf(body: string | null): string | null {
  if (!body) return null;
  const word = body
    .trim()
    .replace(/^[\s\p{P}]+|[\s\p{P}]+$/gu, "")
    .toLocaleUpperCase("pt-BR");
  return word.length > 0 && word.length <= 40 ? word : null;
}

/**
 * One inbound message inside its own transaction (decision 084): stored once per wamid (a duplicate delivery stops
 * here, before anything else happens); an unknown sender becomes a lead through the leads' create path (source
 * WHATSAPP; a concurrent create of the same phone sees it as a duplicate: NEW_INTEREST), into the roulette of the
 * number's enterprise when the number is tied to one; a known lead's owner is notified (notification + realtime
 * after COMMIT); the message joins the lead's history; SAIR/PARAR opt the lead out of marketing, VOLTAR back in.
 */
export async function receiveInbound(
  repos: Repositories,
  events: EventSink,
  config: WhatsAppChatConfig,
  m: InboundMessageRow & { profileName: string | null },
): Promise<InboundOutcome> {
  const stored = await repos.whatsapp.insertInbound(m);
  if (!stored) return { stored: false };

  let lead: LeadRow | null = m.leadId ? await repos.leads.findById(m.leadId) : null;
  let createdLead = false;
  let newInterest = false;
  const phone = leadPhoneOf(m.waId);
  const enterpriseId = config.numberEnterprises[m.phoneNumberId] ?? null;
  if (!lead) {
    // Under the create's own lock, look again: a message of the same sender in a concurrent webhook may have
    // created the lead since (its other messages then join it instead of registering a new interest).
    await repos.leads.lockPhoneKey(phone, enterpriseId);
    const found = await repos.whatsapp.leadIdByPhones(phoneCandidates(m.waId));
    lead = found ? await repos.leads.findById(found) : null;
    if (lead) await repos.whatsapp.linkMessageLead(m.wamid, lead.id);
  }
  if (!lead) {
    const input: LeadCreateInput = {
      full_name: leadNameOf(m.profileName, phone),
      phone,
      source: "WHATSAPP",
      nature: "ONLINE",
      origin_type: "WHATSAPP",
      marketing_source: "whatsapp",
    };
    const created = await createLeadInTx(repos, { id: null }, input, { ownerId: null, enterpriseId, queue: true });
    lead = created.lead;
    createdLead = !created.duplicate;
    newInterest = created.duplicate;
    await repos.whatsapp.linkMessageLead(m.wamid, lead.id);
    if (created.queued) events.emit({ type: "whatsapp.lead_queued", leadId: lead.id });
  }

  // A conversation is activity: a lead writing on WhatsApp is not stale (the sweep would move it to the base).
  await repos.leads.update(lead.id, { lastActivityAt: new Date() });
  await repos.leadLogs.create({
    leadId: lead.id,
    authorId: null,
    type: WHATSAPP_LOG_TYPE,
    text: m.body ?? `[${m.type}]`,
    data: { direction: "IN", wamid: m.wamid, wa_id: m.waId, type: m.type },
  });

  if (lead.ownerId && !createdLead) {
    await notifyInTx(repos, events, {
      receiverId: lead.ownerId,
      type: "GENERIC",
      title: CHAT_NOTICE_TITLE,
      message: `${lead.fullName}: ${(m.body ?? "[mídia]").slice(0, 200)}`,
      linkedContent: lead.id,
      enterpriseId: lead.enterpriseId,
    });
  }
  for (const e of await chatMessageEvents(repos, { wamid: m.wamid })) events.emit(e);

  const keyword = keywordOf(m.body);
  let optOut: "out" | "in" | null = null;
  if (keyword && config.optOutKeywords.includes(keyword)) {
    optOut = (await setMarketingOptOut(repos, lead.id, true, { via: "keyword", keyword, wamid: m.wamid }))
      ? "out"
      : null;
  } else if (keyword && config.optInKeywords.includes(keyword)) {
    optOut = (await setMarketingOptOut(repos, lead.id, false, { via: "keyword", keyword, wamid: m.wamid }))
      ? "in"
      : null;
  }
  return { stored: true, leadId: lead.id, createdLead, newInterest, optOut };
}

/**
 * Marks the lead opted out of marketing (with the date) or back in, and writes the change in its history. No-op
 * (false) when it already is in that state.
 */
export async function setMarketingOptOut(
  repos: Repositories,
  leadId: string,
  out: boolean,
  data: Record<string, unknown>,
): Promise<boolean> {
  const changed = await repos.whatsapp.setMarketingOptOut(leadId, out);
  if (!changed) return false;
  await repos.leadLogs.create({
    leadId,
    authorId: null,
    type: out ? OPT_OUT_LOG_TYPE : OPT_IN_LOG_TYPE,
    text: out
      ? "O cliente pediu para não receber mais mensagens de marketing pelo WhatsApp."
      : "O cliente voltou a aceitar mensagens de marketing pelo WhatsApp.",
    data,
  });
  return true;
}
