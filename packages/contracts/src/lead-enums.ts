import { z } from "zod";

/** Enumerations of spec section 3 used by leads, pre-leads and enterprises, with pt-BR labels. */
export const LEAD_STATUSES = [
  "NEW",
  "NEW_INTEREST",
  "FILED",
  "TALKING",
  "STOPPED",
  "EXPIRED",
  "NON_ADHERENT",
  "EXCLUDED",
  "CONTRACT",
  "PROPOSAL",
  "SOLD",
] as const;
export const leadStatusSchema = z.enum(LEAD_STATUSES);
export type LeadStatus = (typeof LEAD_STATUSES)[number];
export const LEAD_STATUS_LABELS: Record<LeadStatus, string> = {
  NEW: "Novo",
  NEW_INTEREST: "Novo interesse",
  FILED: "Arquivado",
  TALKING: "Em conversa",
  STOPPED: "Parado",
  EXPIRED: "Expirado",
  NON_ADHERENT: "Não aderente",
  EXCLUDED: "Excluído",
  CONTRACT: "Contrato",
  PROPOSAL: "Proposta",
  SOLD: "Vendido",
};

export const INTEREST_LEVELS = ["HIGH", "MEDIUM", "LOW", "FROZEN", "NO_CLASSIFICATION"] as const;
export const interestLevelSchema = z.enum(INTEREST_LEVELS);
export const INTEREST_LEVEL_LABELS: Record<(typeof INTEREST_LEVELS)[number], string> = {
  HIGH: "Quente",
  MEDIUM: "Morno",
  LOW: "Frio",
  FROZEN: "Congelado",
  NO_CLASSIFICATION: "Sem classificação",
};

export const LEAD_NATURES = ["ONLINE", "OFFLINE"] as const;
export const leadNatureSchema = z.enum(LEAD_NATURES);

export const FUNNEL_STAGES = [
  "INFO_SEND_AWAIT_RETURN",
  "PRODUCTS_MARKET_RESEARCH",
  "AWAITING_NEW_INFORMATION",
  "TRY_SCHEDULE_VISIT",
  "POTENTIAL_CLIENT_PORTFOLIO",
  "SCHEDULED_VISIT",
  "MEETING",
  "VISITED_ANALYZING",
  "AWAITING_MODEL_UNIT_OPENING",
  "AWAITING_SALES_OPENING",
  "PROPOSAL_SENT",
  "CONTRACT_SIGNING",
] as const;
export const funnelStageSchema = z.enum(FUNNEL_STAGES);
export const FUNNEL_STAGE_LABELS: Record<(typeof FUNNEL_STAGES)[number], string> = {
  INFO_SEND_AWAIT_RETURN: "Informações enviadas, aguardando retorno",
  PRODUCTS_MARKET_RESEARCH: "Pesquisando produtos/mercado",
  AWAITING_NEW_INFORMATION: "Aguardando novas informações",
  TRY_SCHEDULE_VISIT: "Tentando agendar visita",
  POTENTIAL_CLIENT_PORTFOLIO: "Cliente potencial em carteira",
  SCHEDULED_VISIT: "Visita agendada",
  MEETING: "Reunião",
  VISITED_ANALYZING: "Visitou, analisando",
  AWAITING_MODEL_UNIT_OPENING: "Aguardando abertura do decorado",
  AWAITING_SALES_OPENING: "Aguardando abertura de vendas",
  PROPOSAL_SENT: "Proposta enviada",
  CONTRACT_SIGNING: "Assinatura de contrato",
};

/** The lead's "profile" (adherence). */
export const ADHERENCES = ["ADHERENT", "NON-ADHERENT", "UNCLASSIFIED"] as const;
export const adherenceSchema = z.enum(ADHERENCES);
export const ADHERENCE_LABELS: Record<(typeof ADHERENCES)[number], string> = {
  ADHERENT: "Aderente",
  "NON-ADHERENT": "Não aderente",
  UNCLASSIFIED: "Não classificado",
};

export const FOLLOW_UP_TYPES = ["NOTE", "CALL", "VISIT", "EMAIL", "WHATSAPP"] as const;
export const followUpTypeSchema = z.enum(FOLLOW_UP_TYPES);
export const FOLLOW_UP_LABELS: Record<(typeof FOLLOW_UP_TYPES)[number], string> = {
  NOTE: "Anotação",
  CALL: "Ligação",
  VISIT: "Visita",
  EMAIL: "E-mail",
  WHATSAPP: "WhatsApp",
};

export const LEAD_ORIGIN_TYPES = [
  "FORM",
  "WHATSAPP",
  "TELEPHONE",
  "INDICATION",
  "AGENT_PATRIANI",
  "IMPORT",
  "ACTIVE_OFFER",
  "STAND",
  "NOT_INFORMED",
  "MANUAL",
] as const;

/** Source list shown in the portal (spec 3). */
export const PORTAL_LEAD_SOURCES = [
  "STAND",
  "SITE",
  "PHONE_CALL",
  "WHATSAPP",
  "INDICATION",
  "BROKER_PORTFOLIO",
  "PROSPECTION",
  "FACEBOOK",
  "INSTAGRAM",
  "LINKEDIN",
  "TIKTOK",
] as const;
/** Channels the server accepts (spec 3), plus PORTAL: the default for leads created in the portal (spec 5). */
export const LEAD_SOURCES = [
  "PORTAL",
  "ONLINE",
  "MANUAL",
  "STAND",
  "CONTACT_US",
  "AGENT_PARTNER",
  "CHAT",
  "EMAIL",
  "FACEBOOK",
  "LINKEDIN",
  "TIKTOK",
  "INSTAGRAM",
  "SITE",
  "PHONE",
  "WHATSAPP",
  "PRE_LEADS_BASE",
  "SPECIALIST_INDICATION",
  "INTERNAL_INDICATION",
  "VIRTUAL_BOOK",
  "PROSPECTION",
  "CONTRACT_SALE",
  "WA_TEMPLATE",
  "MEU_IMOVEL_PORTAL",
  // Portal list values not in the server list.
  "PHONE_CALL",
  "INDICATION",
  "BROKER_PORTFOLIO",
] as const;
export const leadSourceSchema = z.enum(LEAD_SOURCES);
export const LEAD_SOURCE_LABELS: Record<(typeof LEAD_SOURCES)[number], string> = {
  PORTAL: "Portal",
  STAND: "Plantão",
  SITE: "Site",
  PHONE_CALL: "Ligação",
  PHONE: "Telefone",
  WHATSAPP: "WhatsApp",
  INDICATION: "Indicação",
  BROKER_PORTFOLIO: "Carteira do corretor",
  PROSPECTION: "Prospecção",
  FACEBOOK: "Facebook",
  INSTAGRAM: "Instagram",
  LINKEDIN: "LinkedIn",
  TIKTOK: "TikTok",
  ONLINE: "Online",
  MANUAL: "Manual",
  CONTACT_US: "Fale conosco",
  AGENT_PARTNER: "Corretor parceiro",
  CHAT: "Chat",
  EMAIL: "E-mail",
  PRE_LEADS_BASE: "Base de pré-leads",
  SPECIALIST_INDICATION: "Indicação de especialista",
  INTERNAL_INDICATION: "Indicação interna",
  VIRTUAL_BOOK: "Book virtual",
  CONTRACT_SALE: "Venda por contrato",
  WA_TEMPLATE: "Template WhatsApp",
  MEU_IMOVEL_PORTAL: "Portal Meu Imóvel",
};
/**
 * Marketing sources (spec 3: the campaign a lead came from, as the campaign tools tag it; lower-case codes kept as
 * the spec writes them). The field stays free text: "and others" (a new campaign's tag) is stored as typed.
 */
export const MARKETING_SOURCES = [
  "FACEBOOK",
  "SITE",
  "whatsapp",
  "WHATSAPP_AI",
  "google_pesquisa",
  "google_pmax",
  "google_demandgen",
  "google_display",
  "qrcode_jornal",
  "offline_qrcode",
  "instagram_bio",
  "criteo",
  "meta_ads",
  "display",
  "hypr",
  "youtube_ads",
  "youtube_post",
  "portal_infomoney",
  "portal_abcdreal",
] as const;
export const MARKETING_SOURCE_LABELS: Record<(typeof MARKETING_SOURCES)[number], string> = {
  FACEBOOK: "Facebook",
  SITE: "Site",
  whatsapp: "WhatsApp",
  WHATSAPP_AI: "WhatsApp com IA",
  google_pesquisa: "Google (pesquisa)",
  google_pmax: "Google (Performance Max)",
  google_demandgen: "Google (Demand Gen)",
  google_display: "Google (display)",
  qrcode_jornal: "QR code em jornal",
  offline_qrcode: "QR code em material impresso",
  instagram_bio: "Link da bio do Instagram",
  criteo: "Criteo",
  meta_ads: "Meta Ads",
  display: "Mídia display",
  hypr: "HYPR",
  youtube_ads: "YouTube (anúncios)",
  youtube_post: "YouTube (publicação)",
  portal_infomoney: "Portal InfoMoney",
  portal_abcdreal: "Portal ABCD Real",
};
/** The label of a stored marketing source; a tag outside the list reads as typed. */
export function marketingSourceLabel(code: string): string {
  return (MARKETING_SOURCE_LABELS as Record<string, string>)[code] ?? code;
}

/** Sources that make a lead ONLINE (distribution issue: online roulette). */
export const ONLINE_SOURCES: readonly string[] = [
  "ONLINE",
  "CONTACT_US",
  "CHAT",
  "EMAIL",
  "FACEBOOK",
  "LINKEDIN",
  "TIKTOK",
  "INSTAGRAM",
  "SITE",
  "WHATSAPP",
  "WA_TEMPLATE",
  "MEU_IMOVEL_PORTAL",
];

export const ARCHIVE_REASONS = [
  "POSTPONED_PLAN",
  "SEEKING_EXCHANGE",
  "BOUGHT_ANOTHER_PROPERTY",
  "OTHER_REGION",
  "NEVER_RESPONDED",
  "NO_FINANCIAL_PROFILE",
  "NOT_SUITABLE",
  "STOPPED_RESPONDING",
  "SUBSIDISED_HOUSING_PROFILE",
  "MUST_SELL_PROPERTY_FIRST",
  "OUTSIDE_RADIUS",
  "RENTAL",
] as const;
export const ARCHIVE_REASON_LABELS: Record<(typeof ARCHIVE_REASONS)[number], string> = {
  POSTPONED_PLAN: "Adiou o plano",
  SEEKING_EXCHANGE: "Busca permuta",
  BOUGHT_ANOTHER_PROPERTY: "Comprou outro imóvel",
  OTHER_REGION: "Outra região",
  NEVER_RESPONDED: "Nunca respondeu",
  NO_FINANCIAL_PROFILE: "Sem perfil financeiro",
  NOT_SUITABLE: "Produto não adequado",
  STOPPED_RESPONDING: "Parou de responder",
  SUBSIDISED_HOUSING_PROFILE: "Perfil de habitação popular",
  MUST_SELL_PROPERTY_FIRST: "Precisa vender imóvel antes",
  OUTSIDE_RADIUS: "Fora do raio de atuação",
  RENTAL: "Procura aluguel",
};

export const DISCARD_REASONS = [
  "REALTOR",
  "LOOKING_FOR_A_JOB",
  "INVALID_DATA",
  "PROVIDER",
  "NO_INTEREST",
  "OWNER_CLIENT",
  "TEST",
  "PRANK",
] as const;
export const DISCARD_REASON_LABELS: Record<(typeof DISCARD_REASONS)[number], string> = {
  REALTOR: "Corretor",
  LOOKING_FOR_A_JOB: "Procurando emprego",
  INVALID_DATA: "Dados inválidos",
  PROVIDER: "Fornecedor",
  NO_INTEREST: "Sem interesse",
  OWNER_CLIENT: "Já é cliente proprietário",
  TEST: "Teste",
  PRANK: "Trote",
};

export const ENTERPRISE_GROUPS = ["STOCK", "INTERIOR", "ONLINE"] as const;
export const ENTERPRISE_PHASES = ["SHORT_RELEASE", "RELEASE", "IN_WORKS", "READY", "DELIVERED"] as const;
export const ENTERPRISE_PHASE_LABELS: Record<(typeof ENTERPRISE_PHASES)[number], string> = {
  SHORT_RELEASE: "Breve lançamento",
  RELEASE: "Lançamento",
  IN_WORKS: "Em obras",
  READY: "Pronto",
  DELIVERED: "Entregue",
};
export const PROPERTY_TYPES = ["HOME", "INVESTMENTS", "OTHERS"] as const;

/** Cities served (spec 3). */
export const CITIES = [
  "Atibaia",
  "Campinas",
  "São Paulo",
  "Indaiatuba",
  "Jundiaí",
  "Mogi das Cruzes",
  "Santo André",
  "Santos",
  "São Bernardo do Campo",
  "São Caetano",
  "São José dos Campos",
  "Sorocaba",
  "Suzano",
  "Votorantim",
] as const;
