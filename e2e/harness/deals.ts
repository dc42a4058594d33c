/** Set-up for the deals browser tests: an enterprise with priced units, through the wizard's API steps. */
import { apiCall } from "./api";

export interface Mirror {
  towers: { floors: { units: { _id: string; status: string; price: number | null }[] }[] }[];
}

/**
 * One tower "Torre A" of `floors` floors × 2 units (2 and 3 bedrooms), priced at R$ 8.000/m², 2 % broker and 0.5 %
 * coordinator commission, and the given approval rules. Returns the enterprise id and its mirror.
 */
export async function createPricedEnterprise(
  admin: string,
  o: { name: string; floors: number; approvalRules: { kind: string; threshold: number; level: number }[] },
): Promise<{ enterpriseId: string; mirror: Mirror }> {
  const enterprise = await apiCall<{ _id: string }>(
    admin,
    "POST",
    "/enterprises",
    { name: o.name, city: "Campinas", group: "STOCK" },
    201,
  );
  await apiCall(admin, "PUT", `/enterprises/${enterprise._id}/step-2`, {
    towers: [
      {
        name: "Torre A",
        floors: o.floors,
        first_floor: 1,
        units_per_floor: 2,
        layout: [
          { bedrooms: 2, private_area: 50 },
          { bedrooms: 3, private_area: 70 },
        ],
      },
    ],
  });
  await apiCall(admin, "PUT", `/enterprises/${enterprise._id}/step-3`, {
    index_type: "INCCDI",
    base_price_per_m2: 800_000,
    floor_adjustment_percentage: 0,
    base_floor: 1,
    position_adjustments: {},
  });
  await apiCall(admin, "PUT", `/enterprises/${enterprise._id}/step-4`, {
    commission_info: { agency_percentage: 0, broker_percentage: 2, coordinator_percentage: 0.5 },
    approval_rules: o.approvalRules,
  });
  const mirror = await apiCall<Mirror>(admin, "GET", `/enterprises/${enterprise._id}/mirror`);
  return { enterpriseId: enterprise._id, mirror };
}

/** A buyer with a valid CPF and an address in Campinas, owning the whole unit (POST /sales `buyers`). */
export function saleBuyer(fullName: string) {
  return {
    full_name: fullName,
    document_type: "CPF",
    document: "52998224725",
    address: {
      zip_code: "13010100",
      street: "Rua Barão de Jaguara",
      number: "100",
      district: "Centro",
      city: "Campinas",
      uf: "SP",
    },
    share_percent: 100,
  };
}

/** Today in São Paulo, "YYYY-MM-DD". */
export const saoPauloToday = () =>
  new Intl.DateTimeFormat("en-CA", { timeZone: "America/Sao_Paulo" }).format(new Date());

/** A plan of an ato of `percent` % and a bank financing for the rest, both due `dueDate` (POST /proposals `series`). */
export function atoAndFinancing(price: number, percent: number, dueDate = saoPauloToday()) {
  const down = Math.round((price * percent) / 100);
  return [
    { type: "ACT", down_payment_variant: "AT", count: 1, value_cents: down, first_due_date: dueDate },
    { type: "FINANCING", count: 1, value_cents: price - down, first_due_date: dueDate },
  ];
}
