/**
 * SHIFT_SWAP solicitations (decisions 052 and 054): a booth specialist offers one of their own scheduled shifts at a
 * stand for another specialist's shift at the same stand; approving swaps the two rows of the availability schedule
 * in the approval's transaction. When a shift left the schedule, or a specialist already works at another stand in
 * the shift they would take, the approval answers 409 with the reason, the request stays OPEN and nothing changes.
 */
import { addDays, SCHEDULE_MSG } from "@portal/contracts/availability-schedules";
import { SOLICITATION_MSG } from "@portal/contracts/solicitations";
import type { Redis } from "ioredis";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { scheduleShift } from "./factories/availability-schedules";
import { type Staff, staff } from "./factories/leads";
import { createStand } from "./factories/stand";
import { createTestContext, type TestContext } from "./helpers";
import { withTimeout } from "./wait";

let ctx: TestContext;
let admin: Staff;
// Far enough ahead that no other factory schedules these days.
const DAY1 = addDays(new Date().toISOString().slice(0, 10), 20);
const DAY2 = addDays(DAY1, 1);

beforeAll(async () => {
  ctx = await createTestContext({ loginLimitPerIp: 10_000, loginLimitPerEmail: 100 });
  admin = await staff(ctx, ["GERAL_ADMIN"]);
});
afterAll(() => ctx?.close());

const post = (who: Staff, url: string, payload: object) =>
  ctx.app.inject({ method: "POST", url, headers: who.headers, payload });

/** Two booth specialists at a new stand: `a` in DAY1 morning, `b` in DAY2 afternoon. */
async function twoShifts() {
  const stand = await createStand(ctx);
  const [a, b] = [await staff(ctx, ["BOOTH_SPECIALIST"]), await staff(ctx, ["BOOTH_SPECIALIST"])];
  const aRow = await scheduleShift(ctx, { userId: a.user.id, enterpriseId: stand.id, day: DAY1, shift: "M" });
  const bRow = await scheduleShift(ctx, { userId: b.user.id, enterpriseId: stand.id, day: DAY2, shift: "T" });
  return { stand, a, b, aRow, bRow };
}

function askSwap(a: Staff, b: Staff, enterpriseId: string, over: Record<string, string> = {}) {
  return post(a, "/solicitations", {
    type: "SHIFT_SWAP",
    message: "Consulta médica.",
    shift_swap: {
      date: DAY1,
      shift: "M",
      enterprise_id: enterpriseId,
      other_specialist_id: b.user.id,
      other_date: DAY2,
      other_shift: "T",
      ...over,
    },
  });
}

async function requestSwap(a: Staff, b: Staff, enterpriseId: string): Promise<string> {
  const res = await askSwap(a, b, enterpriseId);
  expect(res.statusCode, res.body).toBe(201);
  return res.json().solicitation._id as string;
}

/** Every schedule row as "user|stand|day|shift", sorted, to compare before and after. */
async function scheduleRows(): Promise<string[]> {
  const rows = await ctx.prisma.availabilitySchedule.findMany();
  return rows.map((r) => `${r.userId}|${r.enterpriseId}|${r.day.toISOString().slice(0, 10)}|${r.shift}`).sort();
}
const status = async (id: string) => (await ctx.prisma.solicitation.findUniqueOrThrow({ where: { id } })).status;
const approve = (id: string) => post(admin, `/solicitations/${id}/reply`, { decision: "APPROVED" });

describe("SHIFT_SWAP", () => {
  it("approving swaps the two shifts on the schedule, and the request is APPROVED", async () => {
    const { stand, a, b } = await twoShifts();
    const id = await requestSwap(a, b, stand.id);
    const res = await approve(id);
    expect(res.statusCode, res.body).toBe(200);
    const rows = await ctx.prisma.availabilitySchedule.findMany({ where: { enterpriseId: stand.id } });
    const cells = rows.map((r) => `${r.userId}|${r.day.toISOString().slice(0, 10)}|${r.shift}`).sort();
    expect(cells).toEqual([`${b.user.id}|${DAY1}|M`, `${a.user.id}|${DAY2}|T`].sort());
    expect(await status(id)).toBe("APPROVED");
    // The colleague did not ask: they are told their schedule changed, in pt-BR, with both shifts.
    const dm = (day: string) => `${day.slice(8, 10)}/${day.slice(5, 7)}`;
    const told = await ctx.prisma.notification.findMany({
      where: { receiverId: b.user.id, title: "Sua escala mudou" },
    });
    expect(told.map((n) => n.message)).toEqual([
      `Troca de plantão aprovada: ${a.user.fullName} fica com o seu turno de ${dm(DAY2)} (Tarde) e você passa para o de ${dm(DAY1)} (Manhã).`,
    ]);
  });

  it("refuses to approve when the other specialist already works at another stand in the shift they would take (409, nothing changes, still OPEN)", async () => {
    const { stand, a, b } = await twoShifts();
    const id = await requestSwap(a, b, stand.id);
    // After the request, b is put at another stand in a's shift (DAY1 morning).
    const elsewhere = await createStand(ctx);
    await scheduleShift(ctx, { userId: b.user.id, enterpriseId: elsewhere.id, day: DAY1, shift: "M" });
    const before = await scheduleRows();
    const res = await approve(id);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(SCHEDULE_MSG.alreadyElsewhere(b.user.fullName, elsewhere.name, DAY1, "M"));
    // Rolled back with the swap: the colleague is told nothing.
    expect(await ctx.prisma.notification.count({ where: { receiverId: b.user.id, title: "Sua escala mudou" } })).toBe(
      0,
    );
    expect(await scheduleRows()).toEqual(before);
    expect(await status(id)).toBe("OPEN");
  });

  it("refuses to approve after either shift left the schedule (409 naming whose, nothing changes, still OPEN)", async () => {
    const other = await twoShifts();
    const otherId = await requestSwap(other.a, other.b, other.stand.id);
    await ctx.prisma.availabilitySchedule.delete({ where: { id: other.bRow } });
    let before = await scheduleRows();
    let res = await approve(otherId);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(SOLICITATION_MSG.swapOtherShiftGone);
    expect(await scheduleRows()).toEqual(before);
    expect(await status(otherId)).toBe("OPEN");

    const mine = await twoShifts();
    const mineId = await requestSwap(mine.a, mine.b, mine.stand.id);
    await ctx.prisma.availabilitySchedule.delete({ where: { id: mine.aRow } });
    before = await scheduleRows();
    res = await approve(mineId);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(SOLICITATION_MSG.swapRequesterShiftGone);
    expect(await scheduleRows()).toEqual(before);
    expect(await status(mineId)).toBe("OPEN");
    // Refusing with a reply still closes it.
    const refuse = await post(admin, `/solicitations/${mineId}/reply`, { decision: "REFUSED", message: "Sem troca." });
    expect(refuse.statusCode, refuse.body).toBe(200);
  });

  it("refuses at creation a shift the requester does not work at that stand (400 naming the field), writing nothing", async () => {
    const { stand, a, b } = await twoShifts();
    const count = await ctx.prisma.solicitation.count();
    const overs: Record<string, string>[] = [
      { shift: "N" },
      { date: DAY2 },
      { enterprise_id: (await createStand(ctx)).id },
    ];
    for (const over of overs) {
      const res = await askSwap(a, b, stand.id, over);
      expect(res.statusCode, JSON.stringify(over)).toBe(400);
      expect(res.json().message).toEqual([`"shift_swap.date" ${SOLICITATION_MSG.shiftNotYours}`]);
    }
    expect(await ctx.prisma.solicitation.count()).toBe(count);
  });

  it("refuses at creation a shift that has already started, on either side (400 naming the field), writing nothing", async () => {
    const { stand, a, b } = await twoShifts();
    // Yesterday in São Paulo: every shift of it has started.
    const yesterday = addDays(new Date(Date.now() - 3 * 3_600_000).toISOString().slice(0, 10), -1);
    await scheduleShift(ctx, { userId: a.user.id, enterpriseId: stand.id, day: yesterday, shift: "M" });
    await scheduleShift(ctx, { userId: b.user.id, enterpriseId: stand.id, day: yesterday, shift: "N" });
    const count = await ctx.prisma.solicitation.count();
    const mine = await askSwap(a, b, stand.id, { date: yesterday, shift: "M" });
    expect(mine.statusCode, mine.body).toBe(400);
    expect(mine.json().message).toEqual([`"shift_swap.date" ${SOLICITATION_MSG.shiftStarted}`]);
    expect(SOLICITATION_MSG.shiftStarted).toBe("deve ser um turno que ainda não começou");
    const theirs = await askSwap(a, b, stand.id, { other_date: yesterday, other_shift: "N" });
    expect(theirs.statusCode, theirs.body).toBe(400);
    expect(theirs.json().message).toEqual([`"shift_swap.other_date" ${SOLICITATION_MSG.shiftStarted}`]);
    expect(await ctx.prisma.solicitation.count()).toBe(count);
    // The same two future shifts are still accepted.
    expect((await askSwap(a, b, stand.id)).statusCode).toBe(201);
  });

  it("publishes availability_schedule.changed for the stand and the swapped months once the swap committed; a refused approval publishes nothing", async () => {
    const sub: Redis = ctx.redis.duplicate();
    const got: { userId: string; event: { type: string; enterprise_id?: string; months?: string[] } }[] = [];
    let onMessage: (() => void) | undefined;
    sub.on("message", (_c: string, m: string) => {
      got.push(JSON.parse(m));
      onMessage?.();
    });
    await sub.subscribe(`${ctx.config.redisPrefix}realtime`);
    try {
      const ofStand = (id: string) =>
        got.filter((m) => m.event.type === "availability_schedule.changed" && m.event.enterprise_id === id);

      // Refused: the other specialist's shift left the schedule. No event for that stand (checked after a later one).
      const gone = await twoShifts();
      const goneId = await requestSwap(gone.a, gone.b, gone.stand.id);
      await ctx.prisma.availabilitySchedule.delete({ where: { id: gone.bRow } });
      expect((await approve(goneId)).statusCode).toBe(409);

      const { stand, a, b } = await twoShifts();
      const id = await requestSwap(a, b, stand.id);
      const published = new Promise<void>((resolve) => {
        onMessage = () => ofStand(stand.id).length > 0 && resolve();
      });
      expect((await approve(id)).statusCode).toBe(200);
      await withTimeout(published, 5_000, "availability_schedule.changed of the swap");
      expect(ofStand(stand.id)).toEqual([
        {
          userId: "*",
          event: {
            type: "availability_schedule.changed",
            enterprise_id: stand.id,
            months: [...new Set([DAY1.slice(0, 7), DAY2.slice(0, 7)])].sort(),
          },
        },
      ]);
      // Messages on one Redis channel arrive in order: the refused approval's would be here already.
      expect(ofStand(gone.stand.id)).toEqual([]);
    } finally {
      await sub.quit();
    }
  });
});
