/** Test data factories. Every call yields unique email/CPF/phone so tests can share a database safely. */
import { randomBytes } from "node:crypto";
import bcrypt from "bcrypt";
import type { Prisma, PrismaClient, User } from "../client";
import { randomCpf } from "../documents";

export { cnpjFromBase, cpfFromBase, randomCnpj, randomCpf } from "../documents";

export const DEFAULT_TEST_PASSWORD = "Senha@123";
/** bcrypt cost 4 (the minimum) keeps factories fast; production hashes use cost >= 10. */
const FACTORY_BCRYPT_COST = 4;

const FIRST_NAMES = ["Ana", "Bruno", "Carla", "Diego", "Elaine", "Fábio", "Gisele", "Heitor", "Isabela", "João"];
const LAST_NAMES = [
  "Silva",
  "Santos",
  "Oliveira",
  "Souza",
  "Pereira",
  "Costa",
  "Rodrigues",
  "Almeida",
  "Lima",
  "Gomes",
];

let counter = 0;
const uniqueSuffix = () => `${++counter}${randomBytes(3).toString("hex")}`;
const pick = <T>(list: readonly T[], n: number): T => list[n % list.length] as T;

/** A valid, unique user creation payload (complete registration, role BOOTH_SPECIALIST) with overrides applied. */
export function buildUser(overrides: Partial<Prisma.UserCreateInput> = {}): Prisma.UserCreateInput {
  const suffix = uniqueSuffix();
  const n = counter;
  return {
    fullName: `${pick(FIRST_NAMES, n)} ${pick(LAST_NAMES, n * 7 + 3)} Teste`,
    email: `user${suffix}@test.local`,
    // Placeholder that no password matches; createUser() replaces it with a real hash.
    passwordHash: "!not-a-bcrypt-hash",
    roles: ["BOOTH_SPECIALIST"],
    active: true,
    isRegistrationComplete: true,
    workingSystems: ["SALES"],
    cpf: randomCpf(),
    phone: `55479${String(Math.floor(Math.random() * 1e8)).padStart(8, "0")}`,
    ...overrides,
  };
}

export type CreateUserOverrides = Partial<Prisma.UserCreateInput> & { password?: string };

/** Inserts a user built by buildUser(); returns the row and its plain password (default "Senha@123"). */
export async function createUser(
  prisma: PrismaClient | Prisma.TransactionClient,
  overrides: CreateUserOverrides = {},
): Promise<{ user: User; password: string }> {
  const { password = DEFAULT_TEST_PASSWORD, ...rest } = overrides;
  const passwordHash = rest.passwordHash ?? (await bcrypt.hash(password, FACTORY_BCRYPT_COST));
  const user = await prisma.user.create({ data: buildUser({ ...rest, passwordHash }) });
  return { user, password };
}
