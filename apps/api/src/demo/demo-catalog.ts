/** What the demo sells: three enterprises in three phases (~1,000 units), their rules, and twelve months of indexes. */
import type { step1Body, step2Body, step3Body, step4Body } from "@portal/contracts/enterprise-steps";
import { cnpjFromBase } from "@portal/db/documents";
import type { z } from "zod";

export interface DemoEnterprisePlan {
  name: string;
  step1: Omit<z.input<typeof step1Body>, "name" | "city" | "group" | "phase" | "property_type">;
  towers: z.input<typeof step2Body>["towers"];
  prices: z.input<typeof step3Body>;
  rules: z.input<typeof step4Body>;
}

const layout = (bedrooms: number, area: number, position: "FRONT" | "BACK" | "SIDE" | "CORNER", suites = 1) => ({
  type: "APARTMENT" as const,
  bedrooms,
  suites,
  private_area: area,
  position,
  garage_spots: bedrooms >= 3 ? 2 : 1,
});

const STANDARD_TEMPLATES: z.input<typeof step4Body>["serie_templates"] = [
  {
    name: "Padrão na planta (20% durante a obra)",
    series: [
      { type: "ACT", down_payment_variant: "AT", count: 1, percentage: 5 },
      { type: "MONTHLY", count: 36, percentage: 10, index_type: "INCCDI" },
      { type: "SEMIANNUAL", count: 6, percentage: 5, index_type: "INCCDI" },
      { type: "FINANCING", count: 1, percentage: 80 },
    ],
  },
  {
    name: "Entrada facilitada com FGTS",
    series: [
      { type: "ACT", down_payment_variant: "AT", count: 1, percentage: 3 },
      { type: "MONTHLY", count: 24, percentage: 7, index_type: "INCCDI" },
      { type: "FGTS", count: 1, percentage: 10 },
      { type: "FINANCING", count: 1, percentage: 80 },
    ],
  },
];

const STANDARD_RULES: z.input<typeof step4Body>["approval_rules"] = [
  { kind: "MAX_DISCOUNT_PERCENTAGE", threshold: 5, level: 1, description: "Desconto acima de 5% exige aprovação" },
  { kind: "MIN_DOWN_PAYMENT_PERCENTAGE", threshold: 3, level: 1, description: "Entrada abaixo de 3% exige aprovação" },
];

/** Three phases, ~1,000 units in all. Names match the leads seed's enterprises (catalog.ts). */
export const DEMO_INVENTORY: readonly DemoEnterprisePlan[] = [
  {
    name: "Residencial Vista Taquaral",
    step1: {
      ownership: "PATRIANI",
      spe_company_name: "Vista Taquaral Empreendimentos SPE Ltda.",
      spe_cnpj: cnpjFromBase(41_220_118),
      registry_number: "R-04/118.245",
      address: {
        zip_code: "13076-000",
        street: "Avenida Heitor Penteado",
        number: "1800",
        district: "Taquaral",
        uf: "SP",
      },
      description: "Três torres com lazer completo ao lado da Lagoa do Taquaral. Apartamentos de 2 e 3 dormitórios.",
      delivery_date: "2028-06-30",
    },
    towers: ["Torre Ipê", "Torre Jatobá", "Torre Aroeira"].map((name) => ({
      name,
      floors: 18,
      units_per_floor: 6,
      layout: [
        layout(2, 58.4, "FRONT"),
        layout(2, 58.4, "FRONT"),
        layout(3, 74.9, "CORNER"),
        layout(2, 56.1, "BACK"),
        layout(2, 56.1, "BACK"),
        layout(3, 74.9, "CORNER"),
      ],
    })),
    prices: {
      index_type: "INCCDI",
      base_price_per_m2: 9_450_00,
      floor_adjustment_percentage: 0.8,
      base_floor: 1,
      position_adjustments: { FRONT: 2, CORNER: 4, BACK: -2 },
    },
    rules: {
      commission_info: { agency_percentage: 4, broker_percentage: 1.5, coordinator_percentage: 0.5 },
      serie_templates: STANDARD_TEMPLATES,
      approval_rules: STANDARD_RULES,
    },
  },
  {
    name: "Reserva Jardins de Atibaia",
    step1: {
      ownership: "PATRIANI",
      spe_company_name: "Reserva Atibaia Incorporação SPE Ltda.",
      spe_cnpj: cnpjFromBase(41_220_226),
      registry_number: "R-02/55.871",
      address: {
        zip_code: "12940-000",
        street: "Estrada Municipal Jardim Paulista",
        number: "450",
        district: "Jardim Paulista",
        uf: "SP",
      },
      description: "Lançamento em meio ao verde: duas torres, apartamentos de 2 dormitórios e gardens.",
      delivery_date: "2029-12-15",
    },
    towers: ["Torre Manacá", "Torre Quaresmeira"].map((name) => ({
      name,
      floors: 22,
      units_per_floor: 8,
      layout: [
        layout(2, 52.3, "FRONT", 0),
        layout(2, 52.3, "FRONT", 0),
        layout(2, 61.7, "CORNER"),
        layout(2, 49.8, "SIDE", 0),
        layout(2, 49.8, "SIDE", 0),
        layout(2, 61.7, "CORNER"),
        layout(2, 52.3, "BACK", 0),
        layout(2, 52.3, "BACK", 0),
      ],
    })),
    prices: {
      index_type: "INCCDI",
      base_price_per_m2: 7_800_00,
      floor_adjustment_percentage: 0.5,
      base_floor: 1,
      position_adjustments: { FRONT: 1, CORNER: 3, BACK: -1 },
    },
    rules: {
      commission_info: { agency_percentage: 4, broker_percentage: 2, coordinator_percentage: 0.5 },
      serie_templates: STANDARD_TEMPLATES,
      approval_rules: STANDARD_RULES,
    },
  },
  {
    name: "Edifício Paulista Prime",
    step1: {
      ownership: "PATRIANI",
      spe_company_name: "Paulista Prime Empreendimentos SPE Ltda.",
      spe_cnpj: cnpjFromBase(41_220_334),
      registry_number: "R-12/201.337",
      address: {
        zip_code: "01311-000",
        street: "Rua Frei Caneca",
        number: "1120",
        district: "Consolação",
        uf: "SP",
      },
      description: "Pronto para morar a duas quadras da Avenida Paulista: studios e apartamentos de 1 e 2 dormitórios.",
      delivery_date: "2026-03-31",
    },
    towers: [
      {
        name: "Torre Única",
        floors: 30,
        units_per_floor: 11,
        layout: [
          { ...layout(0, 26.5, "FRONT", 0), type: "STUDIO" },
          { ...layout(0, 26.5, "FRONT", 0), type: "STUDIO" },
          { ...layout(0, 28.2, "FRONT", 0), type: "STUDIO" },
          layout(1, 38.9, "CORNER"),
          layout(1, 36.4, "SIDE"),
          layout(1, 36.4, "SIDE"),
          layout(2, 54.0, "CORNER"),
          { ...layout(0, 25.8, "BACK", 0), type: "STUDIO" },
          { ...layout(0, 25.8, "BACK", 0), type: "STUDIO" },
          layout(1, 35.2, "BACK"),
          layout(2, 52.6, "BACK"),
        ],
      },
    ],
    prices: {
      index_type: "IGPM",
      base_price_per_m2: 14_300_00,
      floor_adjustment_percentage: 0.6,
      base_floor: 1,
      position_adjustments: { FRONT: 2, CORNER: 3, BACK: -3 },
    },
    rules: {
      commission_info: { agency_percentage: 5, broker_percentage: 1.5, coordinator_percentage: 0.5 },
      serie_templates: [
        {
          name: "Pronto para morar",
          series: [
            { type: "ACT", down_payment_variant: "AT", count: 1, percentage: 10 },
            { type: "MONTHLY", count: 12, percentage: 10, index_type: "IGPM" },
            { type: "FINANCING", count: 1, percentage: 80 },
          ],
        },
      ],
      approval_rules: STANDARD_RULES,
    },
  },
];

/** Monthly variations (percent) for the twelve months before `now`, INCC-DI and IGP-M, for the demo only. */
export const INDEX_VARIATIONS = {
  INCCDI: [0.42, 0.51, 0.38, 0.66, 0.71, 0.45, 0.3, 0.27, 0.39, 0.48, 0.35, 0.41],
  IGPM: [0.12, -0.34, 0.58, 0.81, 0.27, -0.12, 0.45, 0.31, -0.2, 0.66, 0.52, 0.18],
} as const;
