/** Fixed demo catalogue: sales teams and one enterprise per served city (spec section 3 city list). */

export type DemoTeamKey = "booth" | "online" | "partnership" | "agents";

export interface DemoTeam {
  key: DemoTeamKey;
  name: string;
  /** Demo user (seed/demo-users.ts) who is the team's master. */
  masterEmail: string;
  memberEmails: readonly string[];
}

export const BOOTH_SPECIALIST_EMAIL = "booth_specialist@demo.local";
export const ONLINE_SPECIALIST_EMAIL = "online_specialist@demo.local";

export const DEMO_TEAMS: readonly DemoTeam[] = [
  {
    key: "booth",
    name: "Equipe Plantão Interior",
    masterEmail: "booth_coordinator@demo.local",
    memberEmails: [BOOTH_SPECIALIST_EMAIL],
  },
  {
    key: "online",
    name: "Equipe Online",
    masterEmail: "online_coordinator@demo.local",
    memberEmails: [ONLINE_SPECIALIST_EMAIL],
  },
  {
    key: "partnership",
    name: "Equipe Parcerias Litoral",
    masterEmail: "partnership_coordinator@demo.local",
    memberEmails: [BOOTH_SPECIALIST_EMAIL, ONLINE_SPECIALIST_EMAIL],
  },
  {
    key: "agents",
    name: "Equipe Grande São Paulo",
    masterEmail: "agent_patriani_coordinator@demo.local",
    memberEmails: [BOOTH_SPECIALIST_EMAIL],
  },
];

export interface DemoEnterprise {
  name: string;
  city: string;
  group: "STOCK" | "INTERIOR" | "ONLINE";
  phase: "SHORT_RELEASE" | "RELEASE" | "IN_WORKS" | "READY" | "DELIVERED";
  propertyType: "HOME" | "INVESTMENTS" | "OTHERS";
  daysToGoToBase: number | null;
  active: boolean;
  team: DemoTeamKey;
  /** First CEP digits of the city, for contract addresses. */
  cepPrefix: string;
  districts: readonly string[];
}

/** The first name doubles as the "demo data already seeded" marker. */
export const DEMO_ENTERPRISES: readonly DemoEnterprise[] = [
  {
    name: "Residencial Vista Taquaral",
    city: "Campinas",
    group: "INTERIOR",
    phase: "IN_WORKS",
    propertyType: "HOME",
    daysToGoToBase: 30,
    active: true,
    team: "booth",
    cepPrefix: "130",
    districts: ["Taquaral", "Cambuí", "Barão Geraldo"],
  },
  {
    name: "Reserva Jardins de Atibaia",
    city: "Atibaia",
    group: "INTERIOR",
    phase: "RELEASE",
    propertyType: "HOME",
    daysToGoToBase: null,
    active: true,
    team: "booth",
    cepPrefix: "129",
    districts: ["Jardim do Lago", "Vila Giglio", "Alvinópolis"],
  },
  {
    name: "Edifício Paulista Prime",
    city: "São Paulo",
    group: "STOCK",
    phase: "READY",
    propertyType: "INVESTMENTS",
    daysToGoToBase: 15,
    active: true,
    team: "agents",
    cepPrefix: "013",
    districts: ["Bela Vista", "Vila Mariana", "Pinheiros"],
  },
  {
    name: "Parque das Palmeiras",
    city: "Indaiatuba",
    group: "INTERIOR",
    phase: "SHORT_RELEASE",
    propertyType: "HOME",
    daysToGoToBase: null,
    active: true,
    team: "booth",
    cepPrefix: "133",
    districts: ["Jardim Pau Preto", "Cidade Nova", "Vila Castelo Branco"],
  },
  {
    name: "Jardim Botânico Residence",
    city: "Jundiaí",
    group: "INTERIOR",
    phase: "IN_WORKS",
    propertyType: "HOME",
    daysToGoToBase: 45,
    active: true,
    team: "booth",
    cepPrefix: "132",
    districts: ["Anhangabaú", "Eloy Chaves", "Vianelo"],
  },
  {
    name: "Alto da Serra Mogi",
    city: "Mogi das Cruzes",
    group: "STOCK",
    phase: "DELIVERED",
    propertyType: "HOME",
    daysToGoToBase: null,
    active: false,
    team: "agents",
    cepPrefix: "087",
    districts: ["Mogilar", "Vila Oliveira", "Centro Cívico"],
  },
  {
    name: "Essenza Jardim",
    city: "Santo André",
    group: "STOCK",
    phase: "READY",
    propertyType: "HOME",
    daysToGoToBase: null,
    active: true,
    team: "agents",
    cepPrefix: "090",
    districts: ["Jardim", "Vila Assunção", "Campestre"],
  },
  {
    name: "Maré Alta Ponta da Praia",
    city: "Santos",
    group: "ONLINE",
    phase: "RELEASE",
    propertyType: "INVESTMENTS",
    daysToGoToBase: 20,
    active: true,
    team: "partnership",
    cepPrefix: "110",
    districts: ["Ponta da Praia", "Gonzaga", "Embaré"],
  },
  {
    name: "Horizonte Rudge Ramos",
    city: "São Bernardo do Campo",
    group: "ONLINE",
    phase: "IN_WORKS",
    propertyType: "HOME",
    daysToGoToBase: null,
    active: true,
    team: "online",
    cepPrefix: "096",
    districts: ["Rudge Ramos", "Nova Petrópolis", "Baeta Neves"],
  },
  {
    name: "Solar Santa Paula",
    city: "São Caetano",
    group: "STOCK",
    phase: "DELIVERED",
    propertyType: "HOME",
    daysToGoToBase: null,
    active: true,
    team: "agents",
    cepPrefix: "095",
    districts: ["Santa Paula", "Barcelona", "Cerâmica"],
  },
  {
    name: "Aquarius Vale Residence",
    city: "São José dos Campos",
    group: "ONLINE",
    phase: "RELEASE",
    propertyType: "HOME",
    daysToGoToBase: 30,
    active: true,
    team: "online",
    cepPrefix: "122",
    districts: ["Jardim Aquarius", "Vila Adyana", "Urbanova"],
  },
  {
    name: "Villa Campolim",
    city: "Sorocaba",
    group: "INTERIOR",
    phase: "SHORT_RELEASE",
    propertyType: "HOME",
    daysToGoToBase: null,
    active: true,
    team: "booth",
    cepPrefix: "180",
    districts: ["Campolim", "Jardim Santa Rosália", "Vila Trujillo"],
  },
  {
    name: "Recanto Suzano Parque",
    city: "Suzano",
    group: "ONLINE",
    phase: "IN_WORKS",
    propertyType: "HOME",
    daysToGoToBase: null,
    active: true,
    team: "online",
    cepPrefix: "086",
    districts: ["Jardim Imperador", "Vila Costa", "Parque Suzano"],
  },
  {
    name: "Terraço Votorantim Offices",
    city: "Votorantim",
    group: "INTERIOR",
    phase: "READY",
    propertyType: "OTHERS",
    daysToGoToBase: 60,
    active: true,
    team: "partnership",
    cepPrefix: "181",
    districts: ["Centro", "Parque Bela Vista", "Vila Albertina"],
  },
];

export const STREET_NAMES = [
  "Rua das Flores",
  "Avenida Brasil",
  "Rua Sete de Setembro",
  "Rua XV de Novembro",
  "Avenida Santos Dumont",
  "Rua Barão de Jaguara",
  "Rua Dom Pedro II",
  "Avenida Independência",
  "Rua José Bonifácio",
  "Rua Tiradentes",
  "Rua São José",
  "Avenida Paulista",
  "Rua Marechal Deodoro",
  "Rua Duque de Caxias",
  "Alameda dos Ipês",
] as const;

/** Marketing sources of spec section 3: the contract's list. */
export { MARKETING_SOURCES } from "@portal/contracts/lead-enums";
