import { CITIES, LEAD_SOURCES } from "@portal/contracts/lead-enums";
import { normalizePhone as normalizeAnyPhone, phoneNationalDigits } from "@portal/contracts/phone";
import type { PRE_LEAD_CSV_COLUMNS } from "@portal/contracts/pre-leads";
import { z } from "zod";

export type CsvColumn = (typeof PRE_LEAD_CSV_COLUMNS)[number];
export type RawPreLeadRow = Record<CsvColumn, string>;

export interface EnterpriseRef {
  id: string;
  name: string;
  active: boolean;
}

export interface ValidPreLeadRow {
  fullName: string;
  phone: string;
  email: string | null;
  city: string | null;
  enterpriseId: string;
  source: string;
}

export type RowCheck = { ok: true; row: ValidPreLeadRow } | { ok: false; reasons: string[] };

/** Case- and accent-insensitive key: "São José dos Campos" and "sao jose dos campos" match. */
export const fold = (s: string) =>
  s
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/\s+/g, " ")
    .trim();

const CITY_BY_KEY = new Map(CITIES.map((c) => [fold(c), c]));
const SOURCES = new Set<string>(LEAD_SOURCES);
const NAME = /^\p{L}[\p{L}\p{M}' .-]*$/u;
const email = z.email();
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Brazilian phone: DDD (11-99, no zero) + 8 digits (landline) or 9 digits starting with 9 (mobile); 55 optional. */
export function normalizePhone(input: string): string | null {
  const e164 = normalizeAnyPhone(input);
  const d = phoneNationalDigits(e164);
  if (!e164 || !/^[1-9][1-9]\d{8,9}$/.test(d)) return null;
  if (d.length === 11 && d[2] !== "9") return null;
  return e164;
}

/** Looks an enterprise up by id or by name (case- and accent-insensitive). */
export function enterpriseResolver(list: readonly EnterpriseRef[]) {
  const byId = new Map(list.map((e) => [e.id.toLowerCase(), e]));
  const byName = new Map(list.map((e) => [fold(e.name), e]));
  return (value: string): EnterpriseRef | null =>
    (UUID.test(value) ? byId.get(value.toLowerCase()) : undefined) ?? byName.get(fold(value)) ?? null;
}

/** Validates one CSV row; every problem is reported (pt-BR, naming the column), not just the first. */
export function validatePreLeadRow(raw: RawPreLeadRow, resolve: (v: string) => EnterpriseRef | null): RowCheck {
  const reasons: string[] = [];
  const fullName = raw.full_name.replace(/\s+/g, " ").trim();
  if (!fullName) reasons.push('"full_name" é obrigatório');
  else if (fullName.length < 3 || fullName.length > 120) reasons.push('"full_name" deve ter entre 3 e 120 caracteres');
  else if (!NAME.test(fullName)) reasons.push('"full_name" deve conter apenas letras');

  const phoneRaw = raw.phone.trim();
  const phone = phoneRaw ? normalizePhone(phoneRaw) : null;
  if (!phoneRaw) reasons.push('"phone" é obrigatório');
  else if (!phone) reasons.push('"phone" deve ser um telefone válido com DDD');

  const mail = raw.email.trim().toLowerCase();
  if (mail && !email.safeParse(mail).success) reasons.push('"email" deve ser um e-mail válido');

  const cityRaw = raw.city.trim();
  const city = cityRaw ? (CITY_BY_KEY.get(fold(cityRaw)) ?? null) : null;
  if (cityRaw && !city) reasons.push('"city" deve ser uma das cidades atendidas');

  const enterpriseRaw = raw.enterprise.trim();
  const enterprise = enterpriseRaw ? resolve(enterpriseRaw) : null;
  if (!enterpriseRaw) reasons.push('"enterprise" é obrigatório');
  else if (!enterprise) reasons.push(`"enterprise" não encontrado: ${enterpriseRaw}`);
  else if (!enterprise.active) reasons.push(`"enterprise" está inativo: ${enterprise.name}`);

  const sourceRaw = raw.source.trim().toUpperCase();
  if (sourceRaw && !SOURCES.has(sourceRaw))
    reasons.push(`"source" deve ser uma origem válida (recebido: ${raw.source.trim()})`);

  if (reasons.length > 0 || !phone || !enterprise) return { ok: false, reasons };
  return {
    ok: true,
    row: {
      fullName,
      phone,
      email: mail || null,
      city,
      enterpriseId: enterprise.id,
      source: sourceRaw || "PRE_LEADS_BASE",
    },
  };
}
