import { readFileSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { saleThroughApi } from "./factories/deals";
import { type Staff, staff } from "./factories/leads";
import { createTestContext, type TestContext } from "./helpers";

/** The data-only migration of decision 035, run again on rows written as the old 11-digit mask left them. */
const REPAIR_SQL = readFileSync(
  path.resolve(__dirname, "../../../prisma/migrations/20261125120000_repair_truncated_phones/migration.sql"),
  "utf8",
);

let ctx: TestContext;
let broker: Staff;

beforeAll(async () => {
  ctx = await createTestContext({ loginLimitPerIp: 10_000, loginLimitPerEmail: 100 });
  broker = await staff(ctx, ["BOOTH_SPECIALIST"]);
});
afterAll(() => ctx?.close());

async function buyerWithPhone(leadPhone: string, buyerPhone: string | null, linked = true) {
  const { sale, lead } = await saleThroughApi(ctx.app, ctx.prisma, broker);
  await ctx.prisma.lead.update({ where: { id: lead.id }, data: { phone: leadPhone } });
  const buyer = await ctx.prisma.saleBuyer.findFirstOrThrow({ where: { saleId: sale._id } });
  await ctx.prisma.saleBuyer.update({
    where: { id: buyer.id },
    data: { phone: buyerPhone, leadId: linked ? lead.id : null },
  });
  return buyer.id;
}

const phoneOf = async (id: string) => (await ctx.prisma.saleBuyer.findUniqueOrThrow({ where: { id } })).phone;

describe("migration repair_truncated_phones", () => {
  it("gives buyers whose phone the mask cut their lead's whole phone back, and leaves other phones alone", async () => {
    const cut = await buyerWithPhone("5511997937563", "55119979375");
    const cutWithCountry = await buyerWithPhone("5511997937563", "5555119979375");
    const landline = await buyerWithPhone("551133334444", "5555113333444");
    const ownNumber = await buyerWithPhone("5511997937563", "5521988887777");
    const unlinked = await buyerWithPhone("5511997937563", "55119979375", false);
    const none = await buyerWithPhone("5511997937563", null);

    await ctx.prisma.$executeRawUnsafe(REPAIR_SQL);

    expect(await phoneOf(cut)).toBe("5511997937563");
    expect(await phoneOf(cutWithCountry)).toBe("5511997937563");
    expect(await phoneOf(landline)).toBe("551133334444");
    expect(await phoneOf(ownNumber)).toBe("5521988887777");
    expect(await phoneOf(unlinked)).toBe("55119979375");
    expect(await phoneOf(none)).toBeNull();

    // Running it again changes nothing.
    expect(await ctx.prisma.$executeRawUnsafe(REPAIR_SQL)).toBe(0);
  });
});
