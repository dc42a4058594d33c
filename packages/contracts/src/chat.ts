/**
 * WhatsApp chat with leads (issue 28 §3, decision 083): the contacts list, a conversation's messages and the
 * composer's sends. Wire style of the spec: `_id`, snake_case; a contact carries `lead` and `last_message`.
 */
import { z } from "zod";
import { chatMessageSchema } from "./chat-message";
import { blank, closedObject, queryInt } from "./lead-schema-helpers";
import { userSummarySchema } from "./leads-dto";
import { FIELD_MSG } from "./messages";
import { cleanMultiline } from "./text";

/** Meta's customer-service window: free-form messages only within 24 hours of the lead's last message. */
export const CHAT_WINDOW_HOURS = 24;
/** Meta caps a text body at 4,096 characters. */
export const CHAT_TEXT_MAX = 4096;
export const CHAT_PAGE_SIZE = 30;

export {
  CHAT_DIRECTIONS,
  CHAT_MESSAGE_STATUSES,
  type ChatMessageDto,
  type ChatMessageStatus,
  chatMessageSchema,
} from "./chat-message";

export const CHAT_MSG = {
  queued: "Mensagem na fila de envio.",
  read: "Conversa marcada como lida.",
  windowClosed:
    "A janela de 24 horas desde a última mensagem do cliente está fechada: só é possível enviar um modelo (template) aprovado.",
  noPhone: "O lead não tem telefone cadastrado para receber mensagens pelo WhatsApp.",
  optedOut:
    "O lead pediu para não receber mensagens de marketing (descadastro). Envie apenas mensagens de atendimento.",
} as const;

/** Why a message failed, in the portal's words, by the provider's error code (docs/decisions/083). */
export function chatFailureText(code: number | null): string {
  switch (code) {
    case 131047:
      return "Fora da janela de 24 horas: envie um modelo (template) aprovado para retomar a conversa.";
    case 131026:
    case 131021:
      return "Mensagem não entregue: o número não usa WhatsApp ou não pode receber mensagens.";
    case 131050:
      return "O cliente parou de receber mensagens de marketing desta empresa.";
    case 131049:
      return "Limite de mensagens de marketing para este cliente atingido; tente mais tarde.";
    case 130429:
    case 131056:
    case 4:
    case 80007:
      return "Limite de envio do WhatsApp atingido; as tentativas se esgotaram.";
    case 132000:
    case 132001:
    case 132005:
    case 132007:
    case 132012:
    case 132018:
      return "O modelo (template) não existe neste idioma ou os parâmetros não conferem.";
    case 132015:
    case 132016:
      return "O modelo (template) está pausado ou desativado no WhatsApp.";
    case 190:
    case 10:
    case 0:
    case 3:
    case 131031:
    case 131042:
    case 368:
      return "A conta do WhatsApp da empresa não pode enviar agora (credenciais, pagamento ou bloqueio): avise um administrador.";
    case null:
      return "O WhatsApp não respondeu; as tentativas se esgotaram.";
    default:
      return `O WhatsApp recusou a mensagem (código ${code}).`;
  }
}

export const chatContactSchema = z.object({
  _id: z.string(),
  lead: z.object({
    _id: z.string(),
    full_name: z.string(),
    phone: z.string().nullable(),
    status: z.string(),
    owner: userSummarySchema.nullable(),
    marketing_opt_out_at: z.string().nullable(),
  }),
  last_message: chatMessageSchema,
  unread_count: z.number().int(),
  /** The first of the lead's messages not answered yet; null when the last message is the portal's. */
  waiting_since: z.string().nullable(),
  window_open: z.boolean(),
  /** End of the 24-hour window (last inbound message + 24 h); null when the lead never wrote. */
  window_expires_at: z.string().nullable(),
});
export type ChatContactDto = z.infer<typeof chatContactSchema>;

const cursorParam = blank(z.string().trim().min(1).max(300));

export const chatContactsQuery = z.object({
  /** Part of the lead's name, or digits of the phone. */
  search: blank(z.string().trim().max(120)),
  cursor: cursorParam,
  limit: blank(queryInt(1, 100)).default(CHAT_PAGE_SIZE),
});
export const chatContactsResponse = z.object({
  payload: z.array(chatContactSchema),
  pagination: z.object({ limit: z.number().int(), next_cursor: z.string().nullable() }),
});

export const chatMessagesQuery = z.object({
  /** From pagination.next_cursor: the page of older messages. */
  cursor: cursorParam,
  limit: blank(queryInt(1, 100)).default(CHAT_PAGE_SIZE),
});
export const chatMessagesResponse = z.object({
  /** Oldest first (newest last); the first page is the newest messages. */
  payload: z.array(chatMessageSchema),
  pagination: z.object({ limit: z.number().int(), next_cursor: z.string().nullable() }),
  window_open: z.boolean(),
  window_expires_at: z.string().nullable(),
});

const templateParameters = z.union([
  z.array(z.string().trim().min(1, { error: FIELD_MSG.required }).max(1024)).max(20),
  z.record(z.string().regex(/^[a-z0-9_]{1,60}$/), z.string().trim().min(1, { error: FIELD_MSG.required }).max(1024)),
]);

export const chatSendBody = z.discriminatedUnion(
  "type",
  [
    closedObject({
      type: z.literal("text"),
      text: z.string().overwrite(cleanMultiline).trim().min(1, { error: FIELD_MSG.required }).max(CHAT_TEXT_MAX),
    }),
    closedObject({
      type: z.literal("template"),
      template: closedObject({
        name: z.string().regex(/^[a-z0-9_]{1,512}$/, { error: FIELD_MSG.invalid }),
        language: z
          .string()
          .regex(/^[a-z]{2,3}(_[A-Z]{2})?$/, { error: FIELD_MSG.invalid })
          .default("pt_BR"),
        /** Body variables: a list for positional templates ({{1}}), an object for named ones ({{first_name}}). */
        parameters: templateParameters.optional(),
      }),
    }),
  ],
  { error: "deve ser text ou template" },
);
export type ChatSendBody = z.output<typeof chatSendBody>;

export const chatSendResponse = z.object({ message: z.string(), chat_message: chatMessageSchema });
export const chatReadResponse = z.object({ message: z.string(), read: z.number().int() });

/** The notification a lead's owner gets for each WhatsApp message of the lead (decision 084); it opens the chat. */
export const CHAT_NOTICE_TITLE = "Nova mensagem no WhatsApp";
export const isChatNotice = (title: string) => title === CHAT_NOTICE_TITLE;
