/**
 * Repositories translate Prisma's unique-index error into the domain's UniqueViolation, so services
 * never read Prisma codes (docs/decisions/042-layering-lint.md).
 */
import { createUser } from "@portal/db/testing/factories";
import { Database } from "@portal/domain/database";
import { UniqueViolation } from "@portal/domain/db-errors";
import { createRepositories, type Repositories } from "@portal/domain/repositories";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestContext, type TestContext } from "./helpers";

let ctx: TestContext;
let repos: Repositories;

beforeAll(async () => {
  ctx = await createTestContext();
  repos = createRepositories(ctx.prisma);
});
afterAll(() => ctx?.close());

const newUser = (email: string, cpf: string | null = null) => ({
  fullName: "Maria Souza",
  email,
  passwordHash: "x",
  roles: ["BROKER"],
  cpf,
});

describe("unique violations leave repositories as UniqueViolation", () => {
  it("a second user with the same e-mail is a UniqueViolation on the e-mail index", async () => {
    const { user } = await createUser(ctx.prisma);
    const err = await repos.users.create(newUser(user.email)).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(UniqueViolation);
    expect((err as UniqueViolation).involves("email")).toBe(true);
    expect((err as UniqueViolation).involves("cpf")).toBe(false);
  });

  it("changing a user's CPF to another user's is a UniqueViolation on the CPF index", async () => {
    const cpf = "52998224725";
    await repos.users.create(newUser(`a-${Date.now()}@example.com`, cpf));
    const other = await repos.users.create(newUser(`b-${Date.now()}@example.com`));
    const err = await repos.users.update(other.id, { cpf }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(UniqueViolation);
    expect((err as UniqueViolation).involves("cpf")).toBe(true);
  });

  it("a second sales team with the same name is a UniqueViolation on the name index", async () => {
    await repos.salesTeams.create({ name: "Equipe Norte", masterId: null });
    const err = await repos.salesTeams.create({ name: "Equipe Norte", masterId: null }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(UniqueViolation);
    expect((err as UniqueViolation).involves("name")).toBe(true);
  });

  it("a violation inside a transaction still reaches the service as UniqueViolation", async () => {
    const { user } = await createUser(ctx.prisma);
    const err = await new Database(ctx.prisma)
      .transaction((tx) => tx.users.create(newUser(user.email)))
      .catch((e: unknown) => e);
    expect(err).toBeInstanceOf(UniqueViolation);
  });
});
