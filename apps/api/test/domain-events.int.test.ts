/**
 * The one after-commit mechanism (decision 068): events emitted inside a transaction reach their consumers once,
 * after COMMIT, in the order emitted; a rolled-back transaction delivers nothing.
 */
import type { DomainEvent } from "@portal/contracts/domain-events";
import { Database } from "@portal/domain/database";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestContext, type TestContext } from "./helpers";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx?.close());

const message = (userId: string): DomainEvent => ({
  type: "realtime.message",
  userId,
  event: { type: "stand.changed", enterprise_id: userId },
});

/** A database whose one consumer records what it received and whether the team row was visible by then. */
function recordingDatabase() {
  const db = new Database(ctx.prisma);
  const deliveries: { events: DomainEvent[]; teamCommitted: boolean }[] = [];
  let teamName = "";
  db.events.register({
    name: "recorder",
    types: ["realtime.message", "offer.deadline_set"],
    afterCommit: async (events) => {
      // Read on another connection: only a committed row is visible there.
      const { rows } = await db.repos.salesTeams.list({ search: teamName, skip: 0, limit: 1 });
      deliveries.push({ events, teamCommitted: rows.length === 1 });
    },
  });
  return { db, deliveries, useTeam: (name: string) => (teamName = name) };
}

describe("domain events are delivered after commit", () => {
  it("delivers each event once, after the commit, in the order emitted", async () => {
    const { db, deliveries, useTeam } = recordingDatabase();
    const name = useTeam(`Equipe Eventos ${Date.now()}`);
    const deadline = new Date(Date.now() + 60_000);
    await db.transaction(async (repos, events) => {
      events.emit(message("a"));
      await repos.salesTeams.create({ name, masterId: null });
      events.emit({ type: "offer.deadline_set", offerId: "o1", deadline });
      events.emit(message("b"));
      // Nothing is delivered while the transaction is open.
      expect(deliveries).toHaveLength(0);
    });
    expect(deliveries).toEqual([
      {
        teamCommitted: true,
        events: [message("a"), { type: "offer.deadline_set", offerId: "o1", deadline }, message("b")],
      },
    ]);
  });

  it("a rolled-back transaction delivers nothing", async () => {
    const { db, deliveries, useTeam } = recordingDatabase();
    const name = useTeam(`Equipe Desfeita ${Date.now()}`);
    const err = await db
      .transaction(async (repos, events) => {
        events.emit(message("a"));
        await repos.salesTeams.create({ name, masterId: null });
        throw new Error("the business rule refused");
      })
      .catch((e: unknown) => e);
    expect((err as Error).message).toBe("the business rule refused");
    expect(deliveries).toEqual([]);
    const { rows } = await db.repos.salesTeams.list({ search: name, skip: 0, limit: 1 });
    expect(rows).toEqual([]);
  });

  it("a write made before commit by a consumer rolls back with the transaction and commits with it", async () => {
    const db = new Database(ctx.prisma);
    const after: string[] = [];
    db.events.register({
      name: "outbox",
      types: ["realtime.message"],
      beforeCommit: async (events, tx) => {
        for (const e of events) {
          const id = await tx.repos.salesTeams.create({ name: `Equipe ${e.userId}`, masterId: null });
          tx.events.emit({ type: "offer.deadline_set", offerId: id, deadline: new Date() });
        }
      },
    });
    db.events.register({
      name: "dispatch",
      types: ["offer.deadline_set"],
      afterCommit: async (events) => after.push(...events.map((e) => e.offerId)),
    });
    const refused = `Recusada ${Date.now()}`;
    await db
      .transaction(async (_repos, events) => {
        events.emit(message(refused));
        throw new Error("refused");
      })
      .catch(() => undefined);
    expect((await db.repos.salesTeams.list({ search: refused, skip: 0, limit: 1 })).rows).toEqual([]);
    expect(after).toEqual([]);

    const accepted = `Aceita ${Date.now()}`;
    await db.transaction(async (_repos, events) => events.emit(message(accepted)));
    const { rows } = await db.repos.salesTeams.list({ search: accepted, skip: 0, limit: 1 });
    expect(rows.map((r) => r.id)).toEqual(after);
  });

  it("a consumer that fails after commit is logged, undoes nothing and does not stop the next consumer", async () => {
    const warnings: string[] = [];
    const db = new Database(ctx.prisma, { warn: (_obj, msg) => warnings.push(msg) });
    const reached: string[] = [];
    db.events.register({
      name: "broken",
      types: ["realtime.message"],
      afterCommit: async () => {
        throw new Error("redis is away");
      },
    });
    db.events.register({
      name: "next",
      types: ["realtime.message"],
      afterCommit: async (events) => reached.push(...events.map((e) => e.userId)),
    });
    const name = `Equipe Falha ${Date.now()}`;
    const id = await db.transaction(async (repos, events) => {
      events.emit(message("x"));
      return repos.salesTeams.create({ name, masterId: null });
    });
    expect(await db.repos.salesTeams.findById(id)).toMatchObject({ name });
    expect(reached).toEqual(["x"]);
    expect(warnings).toEqual(["best effort failed: deliver domain events to broken"]);
  });

  it("a consumer registered twice under one name receives each event once", async () => {
    const db = new Database(ctx.prisma);
    const got: string[] = [];
    const consumer = {
      name: "once",
      types: ["realtime.message" as const],
      afterCommit: async (events: { userId: string }[]) => got.push(...events.map((e) => e.userId)),
    };
    db.events.register(consumer);
    db.events.register(consumer);
    await db.transaction(async (_repos, events) => events.emit(message("y")));
    expect(got).toEqual(["y"]);
  });
});
