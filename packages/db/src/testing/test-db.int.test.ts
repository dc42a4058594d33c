import { isValidCnpj, isValidCpf } from "@portal/contracts/validators";
import bcrypt from "bcrypt";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { databaseNameOf, databaseUrlFromEnv, withAdminClient } from "../pg-admin";
import { buildUser, createUser, DEFAULT_TEST_PASSWORD, randomCnpj, randomCpf } from "./factories";
import { createTestDatabase, type TestDatabase } from "./test-db";

let a: TestDatabase;
let b: TestDatabase;

beforeAll(async () => {
  [a, b] = await Promise.all([createTestDatabase(), createTestDatabase()]);
});
afterAll(async () => {
  await Promise.all([a?.drop(), b?.drop()]);
});

const exists = (url: string) =>
  withAdminClient(databaseUrlFromEnv(), async (admin) => {
    const r = await admin.query("SELECT 1 FROM pg_database WHERE datname = $1", [databaseNameOf(url)]);
    return r.rowCount === 1;
  });

describe("createTestDatabase", () => {
  it("returns two isolated, migrated databases", async () => {
    expect(a.url).not.toBe(b.url);
    const { user } = await createUser(a.prisma, { email: "only-in-a@test.local" });
    expect(await a.prisma.user.findUnique({ where: { id: user.id } })).not.toBeNull();
    expect(await b.prisma.user.count()).toBe(0);
  });

  it("drop() removes the database and can be called twice", async () => {
    const c = await createTestDatabase();
    expect(await exists(c.url)).toBe(true);
    await c.drop();
    await c.drop();
    expect(await exists(c.url)).toBe(false);
  });
});

describe("factories", () => {
  it("build unique, valid users", () => {
    const users = Array.from({ length: 50 }, () => buildUser());
    expect(new Set(users.map((u) => u.email)).size).toBe(50);
    expect(new Set(users.map((u) => u.cpf)).size).toBe(50);
    for (const u of users) expect(isValidCpf(u.cpf ?? "")).toBe(true);
    expect(isValidCpf(randomCpf())).toBe(true);
    expect(isValidCnpj(randomCnpj())).toBe(true);
    expect(buildUser({ roles: ["MASTER"] }).roles).toEqual(["MASTER"]);
  });

  it("createUser stores a hash of the returned plain password", async () => {
    const { user, password } = await createUser(b.prisma, { fullName: "Joana Prado" });
    expect(password).toBe(DEFAULT_TEST_PASSWORD);
    expect(user.fullName).toBe("Joana Prado");
    expect(await bcrypt.compare(password, user.passwordHash)).toBe(true);
    const custom = await createUser(b.prisma, { password: "Outra@456" });
    expect(await bcrypt.compare("Outra@456", custom.user.passwordHash)).toBe(true);
  });
});
