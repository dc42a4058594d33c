import { z } from "zod";

/**
 * The parts of a Cloud API webhook the portal reads (decision 081). Loose on purpose: Meta adds fields, and an
 * element the portal cannot read is skipped (and logged), never a reason to refuse the whole batch.
 */
const media = z.looseObject({ id: z.string().optional(), caption: z.string().optional() });

export const inboundMessageSchema = z.looseObject({
  id: z.string().min(1),
  from: z.string().min(1),
  timestamp: z.string().optional(),
  type: z.string().min(1),
  text: z.looseObject({ body: z.string().optional() }).optional(),
  image: media.optional(),
  audio: media.optional(),
  video: media.optional(),
  document: media.optional(),
  sticker: media.optional(),
  button: z.looseObject({ text: z.string().optional() }).optional(),
  interactive: z
    .looseObject({
      button_reply: z.looseObject({ title: z.string().optional() }).optional(),
      list_reply: z.looseObject({ title: z.string().optional() }).optional(),
    })
    .optional(),
});
export type InboundMessage = z.infer<typeof inboundMessageSchema>;

export const messageStatusSchema = z.looseObject({
  id: z.string().min(1),
  status: z.string().min(1),
  timestamp: z.string().optional(),
  recipient_id: z.string().optional(),
  errors: z.array(z.looseObject({ code: z.number().optional(), title: z.string().optional() })).optional(),
});
export type MessageStatus = z.infer<typeof messageStatusSchema>;

export const contactSchema = z.looseObject({
  wa_id: z.string().min(1),
  profile: z.looseObject({ name: z.string().optional() }).optional(),
});

/** One entry[].changes[].value. */
export const changeValueSchema = z.looseObject({
  metadata: z.looseObject({ phone_number_id: z.string().optional() }).optional(),
  contacts: z.array(z.unknown()).optional(),
  messages: z.array(z.unknown()).optional(),
  statuses: z.array(z.unknown()).optional(),
  user_preferences: z.array(z.unknown()).optional(),
});

export const webhookSchema = z.looseObject({
  entry: z.array(z.looseObject({ changes: z.array(z.looseObject({ value: z.unknown() })).optional() })).optional(),
});

/** A unix-seconds text as a date; null when absent or not a number. */
export function payloadTime(ts: string | undefined): Date | null {
  if (!ts || !/^\d{1,12}$/.test(ts)) return null;
  return new Date(Number(ts) * 1000);
}

/** The text a person sees for a message: the text body, a media caption or the tapped button's title. */
export function messageBody(m: InboundMessage): string | null {
  return (
    m.text?.body ??
    m.image?.caption ??
    m.video?.caption ??
    m.document?.caption ??
    m.button?.text ??
    m.interactive?.button_reply?.title ??
    m.interactive?.list_reply?.title ??
    null
  );
}

export function messageMediaId(m: InboundMessage): string | null {
  return m.image?.id ?? m.audio?.id ?? m.video?.id ?? m.document?.id ?? m.sticker?.id ?? null;
}

/**
 * The stored phones (E.164 digits, decision 035) a WhatsApp id may belong to. Brazilian mobiles gained a ninth digit,
 * and WhatsApp still reports many older accounts without it (55 + DDD + 8 digits): a wa_id matches a lead's phone
 * with or without that 9.
 */
export function phoneCandidates(waId: string): string[] {
  const d = waId.replace(/\D/g, "");
  const out = new Set([d]);
  const with9 = /^55(\d{2})(9\d{8})$/.exec(d);
  if (with9) out.add(`55${with9[1]}${with9[2]!.slice(1)}`);
  const without9 = /^55(\d{2})([6-9]\d{7})$/.exec(d);
  if (without9) out.add(`55${without9[1]}9${without9[2]}`);
  return [...out];
}
