import { addMonths } from "@portal/contracts/reports/query";
import type { z } from "zod";

/**
 * A report's URL search from the contracts' query schema (decision 075): a value the API would refuse (a month
 * "2026-13", a malformed id) is dropped from the URL instead of breaking the screen, so a shared link always opens.
 */
export function lenientSearch<S extends z.ZodType<Record<string, unknown>>>(schema: S) {
  return (raw: Record<string, unknown>): Partial<z.output<S>> => {
    let input: Record<string, unknown> = Object.fromEntries(
      Object.entries(raw).map(([k, v]) => [k, typeof v === "number" ? String(v) : v]),
    );
    for (let attempt = 0; attempt < 5; attempt++) {
      const parsed = schema.safeParse(input);
      if (parsed.success) return parsed.data;
      const bad = new Set(parsed.error.issues.map((i) => String(i.path[0] ?? "")));
      input = Object.fromEntries(Object.entries(input).filter(([k]) => !bad.has(k)));
    }
    return {};
  };
}

/** The months a period picker offers, newest first: the current month and the `count - 1` before it. */
export function monthOptions(currentMonth: string, count = 60): string[] {
  return Array.from({ length: count }, (_, i) => addMonths(currentMonth, -i));
}

/** A search without the empty values and the defaults the API fills in itself (for the URL and the API query). */
export function cleanSearch<T extends Record<string, unknown>>(search: T): T {
  return Object.fromEntries(Object.entries(search).filter(([, v]) => v !== undefined && v !== "" && v !== null)) as T;
}
