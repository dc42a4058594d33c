import { z } from "zod";

/** Every role of spec section 6, in the spec's order. */
export const ROLES = [
  "MASTER",
  "GERAL_ADMIN",
  "GERAL_ADMIN_CLIENTS",
  "OPERATIONAL_ADMIN",
  "SALES_SECRETARY",
  "BOOTH_COORDINATOR",
  "ONLINE_COORDINATOR",
  "PARTNERSHIP_COORDINATOR",
  "AGENT_PATRIANI_COORDINATOR",
  "BOOTH_SPECIALIST",
  "ONLINE_SPECIALIST",
  "SALES_DEVELOPMENT_REPRESENTATIVE",
  "RECEPCIONIST",
  "AGENT_PARTNER",
  "AGENT_PATRIANI",
  "MARKETING",
  "JURIDICAL",
  "RELATIONSHIP_TEAM",
  "ENGINEER",
  "FINANCIAL",
  "ESTATE",
  "ANALIST",
  "INACTIVE_USER",
] as const;
export const roleSchema = z.enum(ROLES);
export type Role = (typeof ROLES)[number];

/** Roles that never get into the portal on their own (spec section 5). CLIENT and SYNDIC belong to other systems. */
export const EXCLUDED_LOGIN_ROLES = [
  "INACTIVE_USER",
  "SALES_DEVELOPMENT_REPRESENTATIVE",
  "ANALIST",
  "CLIENT",
  "SYNDIC",
] as const;

export const ROLE_LABELS: Record<Role, string> = {
  MASTER: "Master",
  GERAL_ADMIN: "Administrador geral",
  GERAL_ADMIN_CLIENTS: "Administrador geral (clientes)",
  OPERATIONAL_ADMIN: "Administrador operacional",
  SALES_SECRETARY: "Secretaria de vendas",
  BOOTH_COORDINATOR: "Coordenador de plantão",
  ONLINE_COORDINATOR: "Coordenador online",
  PARTNERSHIP_COORDINATOR: "Coordenador de parcerias",
  AGENT_PATRIANI_COORDINATOR: "Coordenador de agentes",
  BOOTH_SPECIALIST: "Especialista de plantão",
  ONLINE_SPECIALIST: "Especialista online",
  SALES_DEVELOPMENT_REPRESENTATIVE: "SDR",
  RECEPCIONIST: "Recepcionista",
  AGENT_PARTNER: "Corretor parceiro",
  AGENT_PATRIANI: "Agente Patriani",
  MARKETING: "Marketing",
  JURIDICAL: "Jurídico",
  RELATIONSHIP_TEAM: "Relacionamento",
  ENGINEER: "Engenharia",
  FINANCIAL: "Financeiro",
  ESTATE: "Imobiliária",
  ANALIST: "Analista",
  INACTIVE_USER: "Usuário inativo",
};

/** External partner brokers and agents: they see estates only and complete their registration. */
export const PARTNER_ROLES = ["AGENT_PARTNER", "AGENT_PATRIANI"] as const satisfies readonly Role[];
export const SPECIALIST_ROLES = ["BOOTH_SPECIALIST", "ONLINE_SPECIALIST"] as const satisfies readonly Role[];
export const ADMIN_ROLES = ["GERAL_ADMIN", "OPERATIONAL_ADMIN"] as const satisfies readonly Role[];

/** The spec's 'backoffice' group, as seen in the source (section 6). */
export const BACKOFFICE_ROLES = [
  "GERAL_ADMIN",
  "MARKETING",
  "RELATIONSHIP_TEAM",
  "ENGINEER",
  "AGENT_PARTNER",
  "AGENT_PATRIANI",
  "JURIDICAL",
  "FINANCIAL",
] as const satisfies readonly Role[];
