import { DISCOUNT_TYPES } from "./inventory-enums";
import { applyPpm, formatBRL, hasAtMostDecimals, percentToPpm, ratioPpm } from "./money";

/** Spec 3 "Discount type". */
export { DISCOUNT_TYPES };
export type DiscountType = (typeof DISCOUNT_TYPES)[number];

/** PERCENTAGE: value in percent (up to 2 decimals, 5.5 = 5,5 %). ABSOLUTE: value in centavos. */
export interface Discount {
  type: DiscountType;
  value: number;
}

export type DiscountResult =
  | { ok: true; discount_cents: number; net_price_cents: number; discount_ppm: number }
  | { ok: false; field: "discount.value"; message: string };

/**
 * Net price of a unit after a discount. The discount amount is rounded half-to-even to the centavo; the net
 * price stays above zero (a 100 % discount is not a sale).
 */
export function applyDiscount(priceCents: number, discount: Discount | null | undefined): DiscountResult {
  if (!Number.isSafeInteger(priceCents) || priceCents <= 0) throw new RangeError("preço deve ser inteiro e > 0");
  if (!discount) return { ok: true, discount_cents: 0, net_price_cents: priceCents, discount_ppm: 0 };
  let discountCents: number;
  if (discount.type === "PERCENTAGE") {
    if (!hasAtMostDecimals(discount.value, 2) || discount.value < 0 || discount.value >= 100) {
      return { ok: false, field: "discount.value", message: "deve ser um percentual entre 0 e 99,99 com até 2 casas" };
    }
    discountCents = applyPpm(priceCents, percentToPpm(discount.value));
  } else {
    if (!Number.isSafeInteger(discount.value) || discount.value < 0) {
      return {
        ok: false,
        field: "discount.value",
        message: "deve ser um valor inteiro em centavos, maior ou igual a zero",
      };
    }
    if (discount.value >= priceCents) {
      return {
        ok: false,
        field: "discount.value",
        message: `deve ser menor que o preço de tabela (${formatBRL(priceCents)})`,
      };
    }
    discountCents = discount.value;
  }
  return {
    ok: true,
    discount_cents: discountCents,
    net_price_cents: priceCents - discountCents,
    discount_ppm: ratioPpm(discountCents, priceCents),
  };
}
