/** Shared setup of the lead detail test files (GET and links, PUT and contract info): own app and database, staff. */
import { afterAll, beforeAll } from "vitest";
import { createTestContext, type TestContext } from "../helpers";
import { type Staff, staff } from "./leads";

// Live bindings: assigned in the calling file's beforeAll, so each test file sees its own context.
export let ctx: TestContext;
export let onlineCoordinator: Staff;
export let admin: Staff;
export let marketing: Staff;
export let readOnlyAdmin: Staff;
export let owner: Staff;
export let stranger: Staff;

/** Registers the file's beforeAll/afterAll: a fresh test context (own database) and one staff member per role. */
export function setUpLeadsDetail() {
  beforeAll(async () => {
    ctx = await createTestContext({ loginLimitPerIp: 10_000, loginLimitPerEmail: 100 });
    onlineCoordinator = await staff(ctx, ["ONLINE_COORDINATOR"]);
    admin = await staff(ctx, ["GERAL_ADMIN"]);
    marketing = await staff(ctx, ["MARKETING"]);
    readOnlyAdmin = await staff(ctx, ["GERAL_ADMIN"], { readOnly: true });
    owner = await staff(ctx, ["ONLINE_SPECIALIST"]);
    stranger = await staff(ctx, ["BOOTH_SPECIALIST"]);
  });
  afterAll(() => ctx?.close());
}

export const get = (who: Staff, url: string) => ctx.app.inject({ method: "GET", url, headers: who.headers });
export const put = (who: Staff, url: string, payload: unknown) =>
  ctx.app.inject({ method: "PUT", url, headers: who.headers, payload: payload as object });
