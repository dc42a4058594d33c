import {
  canAccessSection,
  canAttendStandVisits,
  canOpenStandRegister,
  canReadRoulettes,
  canUseSolicitations,
  hasRole,
  leadListScope,
  type Section,
} from "@portal/contracts/policy";
import { PRE_LEAD_READER_ROLES } from "@portal/contracts/pre-leads";
import {
  IconArchive,
  IconArrowsExchange,
  IconBell,
  IconBuildingSkyscraper,
  IconCalendarTime,
  IconCash,
  IconChartBar,
  IconClock,
  IconDatabase,
  IconFileDescription,
  IconForms,
  IconHome,
  IconIdBadge2,
  IconLayout,
  IconListNumbers,
  IconMessageQuestion,
  IconMessages,
  IconReportAnalytics,
  IconRoute,
  IconSettings,
  IconSpeakerphone,
  IconUserPlus,
  IconUserQuestion,
  IconUserScan,
  IconUsers,
} from "@tabler/icons-react";
import type { ComponentType } from "react";

export interface SectionMeta {
  label: string;
  /** Where the navigation takes the user. */
  path: SectionPath;
  /** One sentence on what the section will hold (shown on its 'Em breve' page and home shortcuts). */
  description: string;
  icon: ComponentType<{ size?: number | string; stroke?: number }>;
}

export type SectionPath =
  | "/home"
  | "/leads"
  | "/enterprises"
  | "/sales"
  | "/proposals"
  | "/stand/form"
  | "/partial-report"
  | "/internal-base"
  | "/availability-schedule"
  | "/register"
  | "/base-leads"
  | "/settings"
  | "/reports"
  | "/chat"
  | "/messaging"
  | "/notifications"
  | "/schedule"
  | "/mirror"
  | "/profiles";

/** Navigation order follows the spec's list of section keys (section 2). */
export const SECTION_META: Record<Section, SectionMeta> = {
  home: { label: "Início", path: "/home", description: "Seu resumo e atalhos.", icon: IconHome },
  leads: {
    label: "Leads",
    path: "/leads",
    description: "Lista, filtros e atendimento dos leads.",
    icon: IconUsers,
  },
  estates: {
    label: "Empreendimentos",
    path: "/enterprises",
    description: "Empreendimentos, unidades, tabelas e materiais de venda.",
    icon: IconBuildingSkyscraper,
  },
  sales: { label: "Vendas", path: "/sales", description: "Vendas, compradores e comissões.", icon: IconCash },
  proposals: {
    label: "Propostas",
    path: "/proposals",
    description: "Propostas enviadas e aprovações.",
    icon: IconFileDescription,
  },
  formStand: {
    label: "Formulário do stand",
    path: "/stand/form",
    description: "Registro de visitas ao stand de vendas.",
    icon: IconForms,
  },
  parcialReport: {
    label: "Relatório parcial",
    path: "/partial-report",
    description: "Relatório parcial das visitas do dia.",
    icon: IconReportAnalytics,
  },
  internalBase: {
    label: "Base interna",
    path: "/internal-base",
    description: "Leads da base interna para redistribuição.",
    icon: IconDatabase,
  },
  availabilitySchedule: {
    label: "Escala de disponibilidade",
    path: "/availability-schedule",
    description: "Escala de plantão dos especialistas.",
    icon: IconClock,
  },
  register: {
    label: "Registro de visitas",
    path: "/register",
    description: "Visitas aos plantões: visitantes, atendimentos e fichas.",
    icon: IconUserPlus,
  },
  base_leads: {
    label: "Base de leads",
    path: "/base-leads",
    description: "Leads que foram para a base após o prazo.",
    icon: IconArchive,
  },
  settings: {
    label: "Configurações",
    path: "/settings",
    description: "Parâmetros do sistema.",
    icon: IconSettings,
  },
  reports: {
    label: "Relatórios",
    path: "/reports",
    description: "Relatórios de vendas, estoque e comissões.",
    icon: IconChartBar,
  },
  chat: { label: "Chat", path: "/chat", description: "Conversas com os leads.", icon: IconMessages },
  messaging: {
    label: "Mensageria",
    path: "/messaging",
    description: "Envio segmentado de mensagens.",
    icon: IconSpeakerphone,
  },
  notifications: {
    label: "Notificações",
    path: "/notifications",
    description: "Avisos de novos leads, propostas e visitas.",
    icon: IconBell,
  },
  schedule: {
    label: "Agenda",
    path: "/schedule",
    description: "Visitas e compromissos agendados.",
    icon: IconCalendarTime,
  },
  mirror: {
    label: "Espelho de vendas",
    path: "/mirror",
    description: "Espelho de unidades do empreendimento.",
    icon: IconLayout,
  },
  profiles: {
    label: "Perfis",
    path: "/profiles",
    description: "Perfis e desempenho dos especialistas.",
    icon: IconIdBadge2,
  },
};

/** Screens that are not spec section keys but belong to one; the navigation lists each right after its section. */
export interface ExtraNavLink {
  key: string;
  after: Section;
  label: string;
  path:
    | "/pre-leads"
    | "/movements"
    | "/roulettes"
    | "/stand/board"
    | "/stand/attendance"
    | "/register"
    | "/solicitations";
  icon: SectionMeta["icon"];
  visible: (roles: readonly string[]) => boolean;
}

export const EXTRA_NAV_LINKS: readonly ExtraNavLink[] = [
  {
    key: "pre-leads",
    after: "leads",
    label: "Pré-leads",
    path: "/pre-leads",
    icon: IconUserQuestion,
    visible: (roles) => hasRole(roles, PRE_LEAD_READER_ROLES),
  },
  {
    key: "movements",
    after: "leads",
    label: "Movimentações",
    path: "/movements",
    icon: IconArrowsExchange,
    visible: (roles) => canAccessSection(roles, "leads") && leadListScope(roles) === "all",
  },
  {
    key: "roulettes",
    after: "leads",
    label: "Roletas",
    path: "/roulettes",
    icon: IconRoute,
    visible: (roles) => canReadRoulettes(roles),
  },
  // The stand: the queue board for the receptionist (beside the visitor form) and the booth coordinator
  // (beside the leads), and the booth specialist's own stand page.
  {
    key: "stand-board-reception",
    after: "formStand",
    label: "Lista da vez",
    path: "/stand/board",
    icon: IconListNumbers,
    visible: (roles) => hasRole(roles, ["RECEPCIONIST"], { excludeMaster: true }),
  },
  {
    key: "stand-board",
    after: "leads",
    label: "Lista da vez",
    path: "/stand/board",
    icon: IconListNumbers,
    visible: (roles) =>
      hasRole(roles, ["BOOTH_COORDINATOR"], { excludeMaster: true }) &&
      !hasRole(roles, ["RECEPCIONIST"], { excludeMaster: true }),
  },
  // The visitor register (decision 050) for those who read every stand's visits but lack the spec's section.
  {
    key: "stand-register",
    after: "leads",
    label: "Registro de visitas",
    path: "/register",
    icon: IconUserPlus,
    visible: (roles) => canOpenStandRegister(roles) && !canAccessSection(roles, "register"),
  },
  {
    key: "stand-attendance",
    after: "leads",
    label: "Meu plantão",
    path: "/stand/attendance",
    icon: IconUserScan,
    visible: (roles) => canAttendStandVisits(roles),
  },
  // Solicitations (decision 054): no spec section key; listed under Notificações (the same internal staff), where
  // their notifications arrive.
  {
    key: "solicitations",
    after: "notifications",
    label: "Solicitações",
    path: "/solicitations",
    icon: IconMessageQuestion,
    visible: (roles) => canUseSolicitations(roles),
  },
];

/** One entry of the navigation: a section or an extra link, in the order the navigation lists them. */
export interface NavEntry {
  key: string;
  label: string;
  path: string;
  icon: SectionMeta["icon"];
}

/** The stand's screens: grouped under "Plantão" for users whose work is elsewhere (see navEntries). */
const STAND_NAV_PATHS: ReadonlySet<string> = new Set([
  "/stand/form",
  "/stand/board",
  "/stand/attendance",
  "/partial-report",
  "/availability-schedule",
  "/register",
  "/mirror",
]);

/** The roles that live in the stand: they keep its screens as top-level items. */
const STAND_STAFF_ROLES = ["RECEPCIONIST", "BOOTH_SPECIALIST", "BOOTH_COORDINATOR"] as const;

export type NavItem =
  | { kind: "link"; entry: NavEntry }
  | { kind: "group"; key: string; label: string; entries: NavEntry[] };

/**
 * The navigation's items for these roles: every accessible section followed by its extra links. For users who are
 * not stand staff (admins, marketing) and reach two or more stand screens, those screens are one collapsible
 * "Plantão" item where the first of them was, so an administrator's whole navigation still fits a 1366x800 screen.
 */
export function navItems(roles: readonly string[], sections: readonly Section[]): NavItem[] {
  const entries: NavEntry[] = [];
  for (const section of sections) {
    const meta = SECTION_META[section];
    entries.push({ key: section, label: meta.label, path: meta.path, icon: meta.icon });
    for (const extra of EXTRA_NAV_LINKS) {
      if (extra.after === section && extra.visible(roles)) entries.push(extra);
    }
  }
  const standEntries = entries.filter((e) => STAND_NAV_PATHS.has(e.path));
  const grouped = standEntries.length >= 2 && !hasRole(roles, STAND_STAFF_ROLES, { excludeMaster: true });
  if (!grouped) return entries.map((entry) => ({ kind: "link", entry }));
  const items: NavItem[] = [];
  for (const entry of entries) {
    if (!STAND_NAV_PATHS.has(entry.path)) items.push({ kind: "link", entry });
    else if (entry === standEntries[0])
      items.push({ kind: "group", key: "stand", label: "Plantão", entries: standEntries });
  }
  return items;
}
