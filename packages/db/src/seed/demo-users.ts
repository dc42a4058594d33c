/**
 * Demo logins created by `pnpm db:seed` (development and CI only; the seed refuses to run with APP_ENV=production).
 * Kept free of Prisma/bcrypt imports so that dev scripts and the README generator can print it cheaply.
 */
import { ROLES, type Role } from "@portal/contracts/roles";

export const DEMO_PASSWORD = "Demo@2026";

export interface DemoUser {
  email: string;
  /** The single role the user has. */
  role: Role;
  password: string;
  fullName: string;
  isRegistrationComplete: boolean;
}

const NAMES: Record<Role, string> = {
  MASTER: "Ricardo Almeida Prado",
  GERAL_ADMIN: "Fernanda Costa Ribeiro",
  GERAL_ADMIN_CLIENTS: "Marcelo Antunes Pereira",
  OPERATIONAL_ADMIN: "Juliana Mendes Carvalho",
  SALES_SECRETARY: "Patrícia Souza Lima",
  BOOTH_COORDINATOR: "Rodrigo Ferreira Santos",
  ONLINE_COORDINATOR: "Camila Rocha Oliveira",
  PARTNERSHIP_COORDINATOR: "André Luiz Martins",
  AGENT_PATRIANI_COORDINATOR: "Beatriz Cardoso Nunes",
  BOOTH_SPECIALIST: "Lucas Gonçalves Araújo",
  ONLINE_SPECIALIST: "Mariana Teixeira Barbosa",
  SALES_DEVELOPMENT_REPRESENTATIVE: "Gabriel Moreira Dias",
  RECEPCIONIST: "Aline Castro Freitas",
  AGENT_PARTNER: "Thiago Ramos Vieira",
  AGENT_PATRIANI: "Larissa Pinto Correia",
  MARKETING: "Vinícius Azevedo Lopes",
  JURIDICAL: "Renata Duarte Moraes",
  RELATIONSHIP_TEAM: "Daniela Fernandes Rezende",
  ENGINEER: "Eduardo Machado Farias",
  FINANCIAL: "Cláudia Monteiro Batista",
  ESTATE: "Imobiliária Costa Verde",
  ANALIST: "Felipe Barros Cunha",
  INACTIVE_USER: "Sérgio Campos Tavares",
};

/** One complete, active user per role: `<role lowercased>@demo.local`, e.g. geral_admin@demo.local. */
export const DEMO_ROLE_USERS: readonly DemoUser[] = ROLES.map((role) => ({
  email: `${role.toLowerCase()}@demo.local`,
  role,
  password: DEMO_PASSWORD,
  fullName: NAMES[role],
  isRegistrationComplete: true,
}));

/** A partner broker who has not completed the registration yet (no CPF, no phone). */
export const DEMO_INCOMPLETE_BROKER: DemoUser = {
  email: "corretor.incompleto@demo.local",
  role: "AGENT_PARTNER",
  password: DEMO_PASSWORD,
  fullName: "Paulo Henrique Siqueira",
  isRegistrationComplete: false,
};

/**
 * A partner broker who signed up and waits for the partnership coordinator's approval (decision 064), so the
 * approval screen has someone to show. Every other demo partner is approved.
 */
export const DEMO_PENDING_BROKER: DemoUser = {
  email: "corretor.pendente@demo.local",
  role: "AGENT_PARTNER",
  password: DEMO_PASSWORD,
  fullName: "Otávio Nogueira Brandão",
  isRegistrationComplete: true,
};

/**
 * The rest of the first demo stand's team: with booth_specialist@demo.local, four booth specialists share its month
 * of shifts (demo-availability-schedules.ts), as a real stand's team does.
 */
export const DEMO_BOOTH_TEAM: readonly DemoUser[] = [
  ["booth_specialist2@demo.local", "Bruno Henrique Lacerda"],
  ["booth_specialist3@demo.local", "Carolina Vasconcelos Reis"],
  ["booth_specialist4@demo.local", "Diego Nascimento Queiroz"],
].map(([email, fullName]) => ({
  email: email as string,
  role: "BOOTH_SPECIALIST" as const,
  password: DEMO_PASSWORD,
  fullName: fullName as string,
  isRegistrationComplete: true,
}));

/** Every demo login, in role order, then the incomplete broker, the stand's team and the pending broker. */
export const DEMO_USERS: readonly DemoUser[] = [
  ...DEMO_ROLE_USERS,
  DEMO_INCOMPLETE_BROKER,
  ...DEMO_BOOTH_TEAM,
  DEMO_PENDING_BROKER,
];
