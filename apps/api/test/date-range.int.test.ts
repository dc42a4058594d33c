/**
 * Dates out of the portal's range (decision 060): every date, month and instant of a request must fall in the years
 * 1900..2100, else a 400 naming the field and nothing written. Year 0000 and 9999 used to answer 500, and an
 * appointment at 9999-12-31T23:30Z was stored (ending in year 10000) and then answered 500 on GET and cancel.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { DATE_MSG } from "@portal/contracts/date-fields";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { scheduleShift } from "./factories/availability-schedules";
import { createLead, type Staff, staff } from "./factories/leads";
import { createStand } from "./factories/stand";
import { createTestContext, type TestContext } from "./helpers";

const REPAIR_SQL = readFileSync(
  path.resolve(__dirname, "../../../prisma/migrations/20261128014500_repair_dates_out_of_range/migration.sql"),
  "utf8",
);
/** The migration's statements, one by one (the driver runs one statement per call). */
const repairStatements = REPAIR_SQL.split(/;\s*\n/)
  .map((s) => s.replace(/^\s*--.*$/gm, "").trim())
  .filter(Boolean);
async function runRepair(): Promise<number> {
  let changed = 0;
  for (const sql of repairStatements) changed += await ctx.prisma.$executeRawUnsafe(sql);
  return changed;
}

let ctx: TestContext;
let admin: Staff;
let booth: Staff;
let standId: string;

beforeAll(async () => {
  ctx = await createTestContext({ loginLimitPerIp: 10_000, loginLimitPerEmail: 100, rateLimitPerMinute: 1_000_000 });
  admin = await staff(ctx, ["GERAL_ADMIN"]);
  booth = await staff(ctx, ["BOOTH_SPECIALIST"]);
  standId = (await createStand(ctx)).id;
});
afterAll(() => ctx?.close());

const badRequest = (field: string, text: string = DATE_MSG.yearRange) => ({
  statusCode: 400,
  error: "Bad Request",
  message: [`"${field}" ${text}`],
});

describe("availability schedules: months outside 1900..2100", () => {
  it.each(["0000-01", "9999-12", "1899-12", "2101-01"])(
    "GET ?month=%s is a 400 naming month, for an admin and a booth specialist",
    async (month) => {
      for (const who of [admin, booth]) {
        const res = await ctx.app.inject({
          method: "GET",
          url: `/availability-schedules?month=${month}&enterprise_id=${standId}`,
          headers: who.headers,
        });
        expect(res.statusCode, res.body).toBe(400);
        expect(res.json()).toEqual(badRequest("month"));
      }
    },
  );

  it("the first and last months of the range are read", async () => {
    for (const month of ["1900-01", "2100-12"]) {
      const res = await ctx.app.inject({
        method: "GET",
        url: `/availability-schedules?month=${month}&enterprise_id=${standId}`,
        headers: admin.headers,
      });
      expect(res.statusCode, res.body).toBe(200);
    }
  });

  it("export and clear of month 0000-01 are 400s naming month, and clear deletes nothing", async () => {
    const day = "2030-01-15";
    const row = await scheduleShift(ctx, { userId: booth.user.id, enterpriseId: standId, day, shift: "M" });
    const exported = await ctx.app.inject({
      method: "GET",
      url: `/availability-schedules/export?enterprise_id=${standId}&month=0000-01`,
      headers: admin.headers,
    });
    expect(exported.statusCode, exported.body).toBe(400);
    expect(exported.json()).toEqual(badRequest("month"));
    const cleared = await ctx.app.inject({
      method: "POST",
      url: "/availability-schedules/clear",
      headers: admin.headers,
      payload: { enterprise_id: standId, month: "0000-01" },
    });
    expect(cleared.statusCode, cleared.body).toBe(400);
    expect(cleared.json()).toEqual(badRequest("month"));
    expect(await ctx.prisma.availabilitySchedule.count({ where: { id: row } })).toBe(1);
  });
});

describe("agenda: days and instants outside 1900..2100", () => {
  it("GET /schedules/count-by-date with 0000 dates is a 400 naming each date", async () => {
    const res = await ctx.app.inject({
      method: "GET",
      url: "/schedules/count-by-date?starts_date=0000-01-01&ends_date=0000-01-31",
      headers: admin.headers,
    });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().message).toEqual([`"starts_date" ${DATE_MSG.yearRange}`, `"ends_date" ${DATE_MSG.yearRange}`]);
  });

  it("POST /schedules at 9999-12-31T23:30Z is a 400 naming starts_at; no appointment, slot or lead log is written", async () => {
    const lead = await createLead(ctx.prisma, { ownerId: booth.user.id });
    const res = await ctx.app.inject({
      method: "POST",
      url: "/schedules",
      headers: booth.headers,
      payload: { lead_id: lead.id, type: "CALL", starts_at: "9999-12-31T23:30:00Z", duration_minutes: 30 },
    });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toEqual(badRequest("starts_at"));
    expect(await ctx.prisma.schedule.count({ where: { leadId: lead.id } })).toBe(0);
    expect(await ctx.prisma.scheduleSlot.count({ where: { specialistId: booth.user.id } })).toBe(0);
    expect(await ctx.prisma.leadLog.count({ where: { leadId: lead.id } })).toBe(0);
  });

  it("GET /schedules with a window in year 0000 is a 400 naming starts_at and ends_at", async () => {
    const res = await ctx.app.inject({
      method: "GET",
      url: `/schedules?starts_at=${encodeURIComponent("0000-01-01T00:00:00Z")}&ends_at=${encodeURIComponent("0000-01-02T00:00:00Z")}`,
      headers: admin.headers,
    });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().message).toEqual([`"starts_at" ${DATE_MSG.yearRange}`, `"ends_at" ${DATE_MSG.yearRange}`]);
  });
});

describe("solicitations: a shift swap on day 0000-01-01", () => {
  it("is a 400 naming shift_swap.date, and no solicitation is stored", async () => {
    const other = await staff(ctx, ["BOOTH_SPECIALIST"]);
    const before = await ctx.prisma.solicitation.count();
    const res = await ctx.app.inject({
      method: "POST",
      url: "/solicitations",
      headers: booth.headers,
      payload: {
        type: "SHIFT_SWAP",
        message: "Troca de plantão.",
        shift_swap: {
          date: "0000-01-01",
          shift: "M",
          enterprise_id: standId,
          other_specialist_id: other.user.id,
          other_date: "2030-01-02",
          other_shift: "T",
        },
      },
    });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toEqual(badRequest("shift_swap.date"));
    expect(await ctx.prisma.solicitation.count()).toBe(before);
  });
});

describe("migration repair_dates_out_of_range", () => {
  it("deletes appointments outside the range with their slots (the slot is free), logs it on the lead, keeps the rest", async () => {
    const specialist = await staff(ctx, ["ONLINE_SPECIALIST"]);
    const lead = await createLead(ctx.prisma, { ownerId: specialist.user.id });
    // What the old schema let through: starts 9999-12-31T23:30Z, ends in year 10000 (written as SQL: no JS Date
    // reaches year 10000 through Prisma's wire format).
    const [broken] = await ctx.prisma.$queryRawUnsafe<{ id: string }[]>(
      `INSERT INTO schedules (id, lead_id, specialist_id, type, status, starts_at, ends_at, updated_at)
       VALUES (gen_random_uuid(), $1::uuid, $2::uuid, 'CALL', 'SCHEDULED',
               '9999-12-31 23:30:00+00', '10000-01-01 00:00:00+00', now())
       RETURNING id`,
      lead.id,
      specialist.user.id,
    );
    await ctx.prisma.$executeRawUnsafe(
      `INSERT INTO schedule_slots (specialist_id, slot_start, schedule_id) VALUES ($1::uuid, '9999-12-31 23:30:00+00', $2::uuid)`,
      specialist.user.id,
      broken?.id,
    );
    const okStart = new Date("2030-03-04T13:00:00Z");
    const ok = await ctx.prisma.schedule.create({
      data: {
        leadId: lead.id,
        specialistId: specialist.user.id,
        type: "VIDEO_CALL",
        startsAt: okStart,
        endsAt: new Date(okStart.getTime() + 30 * 60_000),
        slots: { create: [{ specialistId: specialist.user.id, slotStart: okStart }] },
      },
    });
    const oldShift = await ctx.prisma.$queryRawUnsafe<{ id: string }[]>(
      `INSERT INTO availability_schedules (id, enterprise_id, user_id, day, shift)
       VALUES (gen_random_uuid(), $1::uuid, $2::uuid, '9999-12-31', 'M') RETURNING id`,
      standId,
      booth.user.id,
    );
    const keptShift = await scheduleShift(ctx, {
      userId: booth.user.id,
      enterpriseId: standId,
      day: "2100-12-31",
      shift: "N",
    });

    // Before the repair the broken appointment answers 500 and cannot be cancelled.
    const stuck = await ctx.app.inject({ method: "GET", url: `/schedules/${broken?.id}`, headers: specialist.headers });
    expect(stuck.statusCode).toBe(500);

    await runRepair();

    expect(await ctx.prisma.schedule.findUnique({ where: { id: broken?.id } })).toBeNull();
    expect(
      await ctx.prisma.$queryRawUnsafe<{ n: bigint }[]>(
        `SELECT count(*) AS n FROM schedule_slots WHERE schedule_id = $1::uuid OR slot_start = '9999-12-31 23:30:00+00'`,
        broken?.id,
      ),
    ).toEqual([{ n: 0n }]);
    expect(await ctx.prisma.schedule.findUnique({ where: { id: ok.id } })).not.toBeNull();
    expect(await ctx.prisma.scheduleSlot.count({ where: { scheduleId: ok.id } })).toBe(1);
    const logs = await ctx.prisma.leadLog.findMany({ where: { leadId: lead.id } });
    expect(logs).toEqual([
      expect.objectContaining({
        type: "CALL",
        subtype: "CANCELED",
        authorId: null,
        text: "Cancelado: agendamento com data fora do intervalo de 1900 a 2100, removido por reparo de dados.",
        data: { schedule_id: broken?.id, schedule_type: "CALL", reason: "DATE_OUT_OF_RANGE" },
      }),
    ]);
    expect(await ctx.prisma.availabilitySchedule.count({ where: { id: oldShift[0]?.id } })).toBe(0);
    expect(await ctx.prisma.availabilitySchedule.count({ where: { id: keptShift } })).toBe(1);

    // The lead's agenda answers again.
    const agenda = await ctx.app.inject({
      method: "GET",
      url: `/schedules?lead_id=${lead.id}`,
      headers: specialist.headers,
    });
    expect(agenda.statusCode, agenda.body).toBe(200);
    expect(agenda.json().payload.map((s: { _id: string }) => s._id)).toEqual([ok.id]);

    // Running it again changes nothing.
    expect(await runRepair()).toBe(0);
  });
});
