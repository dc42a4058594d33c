/** Generators of valid Brazilian documents (CPF, CNPJ) for seeds and test factories. */
import { randomInt } from "node:crypto";

function cpfCheckDigit(digits: string): number {
  const len = digits.length;
  let sum = 0;
  for (let i = 0; i < len; i++) sum += Number(digits[i]) * (len + 1 - i);
  const rest = (sum * 10) % 11;
  return rest === 10 ? 0 : rest;
}

/** Valid CPF (11 digits, no mask) built from a 9-digit base number. */
export function cpfFromBase(base: number): string {
  if (!Number.isInteger(base) || base < 0 || base > 999_999_999) throw new RangeError(`invalid CPF base ${base}`);
  let d = String(base).padStart(9, "0");
  d += cpfCheckDigit(d);
  d += cpfCheckDigit(d);
  return d;
}

/** Random valid CPF (11 digits, no mask); never all-equal digits. */
export function randomCpf(): string {
  for (;;) {
    const cpf = cpfFromBase(randomInt(1_000_000, 999_999_999));
    if (!/^(\d)\1*$/.test(cpf)) return cpf;
  }
}

function cnpjCheckDigit(digits: string): number {
  const weights = digits.length === 12 ? [5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2] : [6, 5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2];
  let sum = 0;
  for (let i = 0; i < digits.length; i++) sum += Number(digits[i]) * (weights[i] as number);
  const rest = sum % 11;
  return rest < 2 ? 0 : 11 - rest;
}

/** Valid CNPJ (14 digits, no mask) of headquarters "0001" for an 8-digit company base number. */
export function cnpjFromBase(base: number): string {
  if (!Number.isInteger(base) || base < 0 || base > 99_999_999) throw new RangeError(`invalid CNPJ base ${base}`);
  let d = `${String(base).padStart(8, "0")}0001`;
  d += cnpjCheckDigit(d);
  d += cnpjCheckDigit(d);
  return d;
}

/** Random valid CNPJ (14 digits, no mask). */
export function randomCnpj(): string {
  return cnpjFromBase(randomInt(1_000_000, 99_999_999));
}
