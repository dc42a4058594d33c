/** Shared setup of the users test files: each file gets its own app and database, and a GERAL_ADMIN logged in. */
import { createUser } from "@portal/db/testing/factories";
import { afterAll, beforeAll } from "vitest";
import { createTestContext, login, type TestContext } from "../helpers";

// Live bindings: assigned in the calling file's beforeAll, so each test file sees its own context.
export let ctx: TestContext;
export let adminToken: string;

/** Registers the file's beforeAll/afterAll: a fresh test context (own database) and an admin's token. */
export function setUpUsers() {
  beforeAll(async () => {
    ctx = await createTestContext({ loginLimitPerIp: 10_000, loginLimitPerEmail: 100 });
    const admin = await createUser(ctx.prisma, { roles: ["GERAL_ADMIN"] });
    adminToken = (await login(ctx.app, admin.user.email, admin.password)).token!;
  });
  afterAll(() => ctx?.close());
}
