import type { Lead } from "@portal/db/client";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createEnterprise, createLead, createSalesTeam, type Staff, staff } from "./factories/leads";
import { createTestContext, type TestContext } from "./helpers";

let ctx: TestContext;
let coordinator: Staff;
let specA: Staff;
let specB: Staff;
let L: Record<"amanda" | "bruno" | "carla" | "daniel" | "eduarda", Lead>;
let e1: string;
let e2: string;
let team: string;
const ROULETTE = "7d8e2c1a-3b4f-4a6e-9c0d-112233445566";

beforeAll(async () => {
  ctx = await createTestContext({ loginLimitPerIp: 10_000, loginLimitPerEmail: 100 });
  coordinator = await staff(ctx, ["ONLINE_COORDINATOR"]);
  specA = await staff(ctx, ["ONLINE_SPECIALIST"]);
  specB = await staff(ctx, ["BOOTH_SPECIALIST"]);
  e1 = (await createEnterprise(ctx.prisma)).id;
  e2 = (await createEnterprise(ctx.prisma)).id;
  team = (await createSalesTeam(ctx.prisma)).id;
  const p = ctx.prisma;
  L = {
    amanda: await createLead(p, {
      fullName: "Amanda Figueiredo",
      phone: "5521987650001",
      ownerId: specA.user.id,
      enterpriseId: e1,
      status: "NEW",
      profile: "ADHERENT",
      interestLevel: "HIGH",
      city: "Campinas",
      source: "SITE",
      salesTeamId: team,
      rouletteId: ROULETTE,
      daysToGoToBase: 10,
      createdAt: new Date("2024-03-10T12:00:00Z"),
      lastInterestAt: new Date("2024-05-05T12:00:00Z"),
    }),
    bruno: await createLead(p, {
      fullName: "Bruno Amaral",
      phone: "5521987650002",
      ownerId: specA.user.id,
      enterpriseId: e2,
      status: "TALKING",
      statusProfile: "MEETING",
      profile: "NON_ADHERENT",
      interestLevel: "MEDIUM",
      city: "Santos",
      isClient: true,
      hasPartner: true,
      source: "WHATSAPP",
      // 23:30 on 14/03 in São Paulo.
      createdAt: new Date("2024-03-15T02:30:00Z"),
      lastInterestAt: new Date("2024-05-04T12:00:00Z"),
    }),
    carla: await createLead(p, {
      fullName: "Carla Amaro",
      phone: "5521912340003",
      ownerId: specB.user.id,
      enterpriseId: e1,
      status: "FILED",
      interestLevel: "LOW",
      city: "Campinas",
      source: "SITE",
      createdAt: new Date("2024-03-20T12:00:00Z"),
      lastInterestAt: new Date("2024-05-03T12:00:00Z"),
    }),
    daniel: await createLead(p, {
      fullName: "Daniel Souza",
      phone: "5521912340004",
      status: "NEW",
      interestLevel: "HIGH",
      city: "Sorocaba",
      source: "STAND",
      createdAt: new Date("2024-04-01T12:00:00Z"),
      lastInterestAt: new Date("2024-05-02T12:00:00Z"),
    }),
    eduarda: await createLead(p, {
      fullName: "Eduarda Lima",
      phone: "5521987650005",
      ownerId: specB.user.id,
      status: "EXCLUDED",
      excluded: true,
      createdAt: new Date("2024-04-02T12:00:00Z"),
      lastInterestAt: new Date("2024-05-01T12:00:00Z"),
    }),
  };
  await p.leadFavorite.createMany({
    data: [
      { userId: coordinator.user.id, leadId: L.amanda.id },
      { userId: coordinator.user.id, leadId: L.carla.id },
    ],
  });
});
afterAll(() => ctx?.close());

const list = (who: Staff, query: string) =>
  ctx.app.inject({ method: "GET", url: `/leads?${query}`, headers: who.headers });
const names = async (who: Staff, query: string) => {
  const res = await list(who, query);
  expect(res.statusCode).toBe(200);
  return res.json().payload.map((l: { full_name: string }) => l.full_name.split(" ")[0]);
};

describe("GET /leads filters", () => {
  it("lists non-excluded leads by last_interest_at desc with owner, enterprise and the caller's favourite", async () => {
    const res = await list(coordinator, "");
    expect(res.json().pagination).toEqual({ total: 4, skip: 0, limit: 50, estimated: false, next_cursor: null });
    expect(res.json().payload.map((l: { _id: string }) => l._id)).toEqual([
      L.amanda.id,
      L.bruno.id,
      L.carla.id,
      L.daniel.id,
    ]);
    expect(res.json().payload[0]).toMatchObject({
      owner: { _id: specA.user.id, full_name: specA.user.fullName },
      enterprise: { _id: e1 },
      favorite: true,
      profile: "ADHERENT",
    });
    expect(res.json().payload[1]).toMatchObject({
      favorite: false,
      profile: "NON-ADHERENT",
      status_profile: "MEETING",
    });
  });

  it.each([
    ["full_name=ama", ["Amanda", "Bruno", "Carla"]],
    ["full_name=AMARAL", ["Bruno"]],
    ["full_name=%25", []],
    ["owner_id=OWNER_A", ["Amanda", "Bruno"]],
    ["owner_id=none", ["Daniel"]],
    ["enterprise_id=E1", ["Amanda", "Carla"]],
    ["enterprise_id=E1,E2", ["Amanda", "Bruno", "Carla"]],
    ["starts_date=15032024", ["Carla", "Daniel"]],
    ["ends_date=14032024", ["Amanda", "Bruno"]],
    ["starts_date=10032024&ends_date=14032024", ["Amanda", "Bruno"]],
    ["status=NEW", ["Amanda", "Daniel"]],
    ["status=NEW,TALKING", ["Amanda", "Bruno", "Daniel"]],
    ["profile=NON-ADHERENT", ["Bruno"]],
    ["interest_level=HIGH", ["Amanda", "Daniel"]],
    ["interest_level=LOW,MEDIUM", ["Bruno", "Carla"]],
    ["city=Campinas", ["Amanda", "Carla"]],
    ["favorite=true", ["Amanda", "Carla"]],
    ["favorite=false", ["Bruno", "Daniel"]],
    ["is_client=true", ["Bruno"]],
    ["is_client=false", ["Amanda", "Carla", "Daniel"]],
    ["only_with_partner=true", ["Bruno"]],
    ["only_with_partner=false", ["Amanda", "Bruno", "Carla", "Daniel"]],
    ["source=SITE", ["Amanda", "Carla"]],
    ["source=SITE,STAND", ["Amanda", "Carla", "Daniel"]],
    ["sales_team_id=TEAM", ["Amanda"]],
    [`roulette_id=${ROULETTE}`, ["Amanda"]],
    ["days_to_go_to_base=10", ["Amanda"]],
    ["excluded=true", ["Eduarda"]],
    ["excluded=false", ["Amanda", "Bruno", "Carla", "Daniel"]],
    ["phone=(21)%2098765", ["Amanda", "Bruno"]],
    ["phone=0003", ["Carla"]],
    ["phone=552191234", ["Carla", "Daniel"]],
  ])("filters by %s", async (query, expected) => {
    const q = query.replace("OWNER_A", specA.user.id).replace("E1", e1).replace("E2", e2).replace("TEAM", team);
    expect(await names(coordinator, q)).toEqual(expected);
  });

  it("combines filters with AND", async () => {
    expect(await names(coordinator, `status=NEW&city=Campinas&owner_id=${specA.user.id}`)).toEqual(["Amanda"]);
    expect(await names(coordinator, `enterprise_id=${e1}&status=FILED&full_name=carla`)).toEqual(["Carla"]);
    expect(await names(coordinator, `enterprise_id=${e1}&status=TALKING`)).toEqual([]);
    expect(await names(coordinator, "interest_level=HIGH&starts_date=01042024&favorite=false")).toEqual(["Daniel"]);
  });

  it.each(["1503202", "15-03-2024", "2024-03-15", "150320240", "abcdefgh"])(
    "ignores starts_date=%s (only exactly 8 digits apply)",
    async (value) => {
      expect(await names(coordinator, `starts_date=${value}&ends_date=${value}`)).toHaveLength(4);
    },
  );

  it("refuses 8 digits that are not a day, naming the field", async () => {
    const res = await list(coordinator, "ends_date=32132024");
    expect(res.statusCode).toBe(400);
    expect(res.json().message[0]).toMatch(/^"ends_date"/);
  });

  it("ignores empty values", async () => {
    const empty = [
      "full_name",
      "owner_id",
      "enterprise_id",
      "starts_date",
      "ends_date",
      "status",
      "profile",
      "interest_level",
      "city",
      "favorite",
      "is_client",
      "only_with_partner",
      "sortBy",
      "direction",
      "source",
      "sales_team_id",
      "roulette_id",
      "days_to_go_to_base",
      "excluded",
      "phone",
      "skip",
      "limit",
    ].map((k) => `${k}=`);
    const res = await list(coordinator, empty.join("&"));
    expect(res.statusCode).toBe(200);
    expect(res.json().pagination).toEqual({ total: 4, skip: 0, limit: 50, estimated: false, next_cursor: null });
  });

  it.each([
    ["sortBy=password", "sortBy"],
    ["direction=up", "direction"],
    ["limit=101", "limit"],
    ["limit=0", "limit"],
    ["skip=-1", "skip"],
    ["status=NEW,LOST", "status.1"],
    ["owner_id=123", "owner_id"],
    ["favorite=yes", "favorite"],
    ["phone=ab", "phone"],
    ["profile=GOOD", "profile"],
  ])("answers 400 for %s naming %s", async (query, field) => {
    const res = await list(coordinator, query);
    expect(res.statusCode).toBe(400);
    expect(res.json().message[0]).toMatch(new RegExp(`^"${field.replace(".", "\\.")}"`));
  });
});

describe("GET /leads sort and pages", () => {
  it.each([
    ["full_name", "asc", ["Amanda", "Bruno", "Carla", "Daniel"]],
    ["full_name", "desc", ["Daniel", "Carla", "Bruno", "Amanda"]],
    ["createdAt", "asc", ["Amanda", "Bruno", "Carla", "Daniel"]],
    ["last_interest_at", "asc", ["Daniel", "Carla", "Bruno", "Amanda"]],
    ["status", "asc", ["Amanda", "Daniel", "Carla", "Bruno"]],
    ["interest_level", "asc", ["Amanda", "Daniel", "Bruno", "Carla"]],
    ["city", "asc", ["Amanda", "Carla", "Bruno", "Daniel"]],
  ])("sorts by %s %s with an id tiebreak", async (sortBy, direction, expected) => {
    const got = await names(coordinator, `sortBy=${sortBy}&direction=${direction}`);
    if (sortBy === "status" || sortBy === "interest_level" || sortBy === "city") {
      // Equal values (NEW/NEW, HIGH/HIGH, Campinas/Campinas) are ordered by id.
      const pair = sortBy === "city" ? [L.amanda, L.carla] : [L.amanda, L.daniel];
      const tied = pair.sort((a, b) => a.id.localeCompare(b.id)).map((l) => l.fullName.split(" ")[0]);
      expect(got.slice(0, 2)).toEqual(tied);
      expect(got.slice(2)).toEqual(expected.slice(2));
    } else {
      expect(got).toEqual(expected);
    }
  });

  it("sorts by updatedAt", async () => {
    await ctx.prisma.lead.update({ where: { id: L.carla.id }, data: { city: "Campinas" } });
    expect((await names(coordinator, "sortBy=updatedAt&direction=desc"))[0]).toBe("Carla");
  });

  it("pages with skip and limit", async () => {
    const first = await list(coordinator, "limit=2");
    const second = await list(coordinator, "limit=2&skip=2");
    expect(first.json().pagination).toEqual({
      total: 4,
      skip: 0,
      limit: 2,
      estimated: false,
      next_cursor: expect.any(String),
    });
    expect(first.json().payload.map((l: Lead & { _id: string }) => l._id)).toEqual([L.amanda.id, L.bruno.id]);
    expect(second.json().payload.map((l: Lead & { _id: string }) => l._id)).toEqual([L.carla.id, L.daniel.id]);
  });
});

describe("GET /leads scope", () => {
  it("shows a specialist only the leads they own, whatever owner_id they ask for", async () => {
    expect(await names(specA, "")).toEqual(["Amanda", "Bruno"]);
    expect(await names(specA, `owner_id=${specB.user.id}`)).toEqual([]);
    expect(await names(specA, "owner_id=none")).toEqual([]);
    expect(await names(specA, "full_name=carla")).toEqual([]);
  });

  it("counts by status and funnel stage with the same filters and scope", async () => {
    const res = await ctx.app.inject({ method: "GET", url: "/leads/grouped-by-status", headers: coordinator.headers });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.total).toBe(4);
    expect(body.by_status).toMatchObject({ NEW: 2, TALKING: 1, FILED: 1, EXCLUDED: 0, SOLD: 0 });
    expect(body.by_funnel_stage).toMatchObject({ MEETING: 1, PROPOSAL_SENT: 0 });
    expect(body.without_funnel_stage).toBe(3);
    const own = await ctx.app.inject({ method: "GET", url: "/leads/grouped-by-status?city=", headers: specA.headers });
    expect(own.json()).toMatchObject({ total: 2, by_status: { NEW: 1, TALKING: 1, FILED: 0 } });
    const filtered = await ctx.app.inject({
      method: "GET",
      url: `/leads/grouped-by-status?enterprise_id=${e1}`,
      headers: coordinator.headers,
    });
    expect(filtered.json()).toMatchObject({ total: 2, by_status: { NEW: 1, FILED: 1 } });
  });

  it("keeps pages stable when many leads share the sort value (id tiebreak)", async () => {
    const specC = await staff(ctx, ["ONLINE_SPECIALIST"]);
    const same = new Date("2024-06-01T12:00:00Z");
    const made = [];
    for (let i = 0; i < 5; i++)
      made.push(await createLead(ctx.prisma, { ownerId: specC.user.id, lastInterestAt: same }));
    const seen: string[] = [];
    for (let skip = 0; skip < 6; skip += 2) {
      const res = await list(specC, `limit=2&skip=${skip}`);
      seen.push(...res.json().payload.map((l: { _id: string }) => l._id));
    }
    expect(seen).toEqual(
      made
        .map((l) => l.id)
        .sort()
        .reverse(),
    );
  });
});

describe("GET /leads keyset pagination (cursor)", () => {
  const SORTS = ["last_interest_at", "createdAt", "full_name", "status", "interest_level", "city", "updatedAt"];

  it("walks every sort in both directions exactly like one big page, ties and NULL cities included", async () => {
    const walker = await staff(ctx, ["ONLINE_SPECIALIST"]);
    const same = new Date("2024-07-01T12:00:00Z");
    for (let i = 0; i < 7; i++) {
      await createLead(ctx.prisma, {
        ownerId: walker.user.id,
        fullName: i % 2 ? "Mesmo Nome" : `Pessoa ${i}`,
        city: i % 3 === 0 ? null : i % 3 === 1 ? "Campinas" : "Santos",
        status: i % 2 ? "NEW" : "TALKING",
        interestLevel: i % 2 ? "HIGH" : "LOW",
        lastInterestAt: i < 4 ? same : new Date(same.getTime() + i * 1000),
        createdAt: same,
      });
    }
    for (const sortBy of SORTS) {
      for (const direction of ["asc", "desc"]) {
        const base = `sortBy=${sortBy}&direction=${direction}`;
        const all = (await list(walker, `${base}&limit=100`)).json();
        expect(all.pagination.next_cursor).toBeNull();
        const walked: string[] = [];
        let cursor: string | null = null;
        for (let pages = 0; pages < 10; pages++) {
          const res = await list(walker, `${base}&limit=2${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ""}`);
          expect(res.statusCode, `${base} ${res.body}`).toBe(200);
          const body = res.json();
          expect(body.pagination).toMatchObject({ total: 7, skip: 0, limit: 2 });
          walked.push(...body.payload.map((l: { _id: string }) => l._id));
          cursor = body.pagination.next_cursor;
          if (!cursor) break;
        }
        expect(walked, base).toEqual(all.payload.map((l: { _id: string }) => l._id));
      }
    }
  });

  it("ignores skip when a cursor is given, and a skip page gives a cursor to continue from", async () => {
    const own = `owner_id=${specA.user.id}`;
    const first = (await list(coordinator, `${own}&limit=1`)).json();
    expect(first.payload[0]._id).toBe(L.amanda.id);
    const next = await list(coordinator, `${own}&limit=1&skip=5&cursor=${first.pagination.next_cursor}`);
    expect(next.json().payload.map((l: { _id: string }) => l._id)).toEqual([L.bruno.id]);
    expect(next.json().pagination).toMatchObject({ skip: 0, total: 2 });
    const last = await list(coordinator, `${own}&limit=1&cursor=${next.json().pagination.next_cursor}`);
    expect(last.json().payload).toEqual([]);
    expect(last.json().pagination.next_cursor).toBeNull();
  });

  it("400 naming cursor for a malformed cursor or one made for another sort, nothing else leaks", async () => {
    const page = (await list(coordinator, "limit=1")).json();
    const other = await list(coordinator, `limit=1&sortBy=city&cursor=${page.pagination.next_cursor}`);
    expect(other.statusCode).toBe(400);
    expect(other.json().message[0]).toMatch(/^"cursor"/);
    const forged = (o: object) => Buffer.from(JSON.stringify(o)).toString("base64url");
    for (const bad of [
      "garbage",
      forged({ s: "status", d: "asc", v: "NOT_A_STATUS", id: L.amanda.id }),
      forged({ s: "last_interest_at", d: "desc", v: "2024-01-01'; DROP TABLE leads; --", id: L.amanda.id }),
      forged({ s: "last_interest_at", d: "desc", v: null, id: L.amanda.id }),
      forged({ s: "last_interest_at", d: "desc", v: "2024-05-05T12:00:00.000Z", id: "nope" }),
    ]) {
      const res = await list(coordinator, `cursor=${bad}`);
      expect(res.statusCode, bad).toBe(400);
      expect(res.json().message[0]).toMatch(/^"cursor"/);
    }
    const status = await list(
      coordinator,
      `sortBy=status&direction=asc&cursor=${forged({ s: "status", d: "asc", v: "NOT_A_STATUS", id: L.amanda.id })}`,
    );
    expect(status.statusCode).toBe(400);
  });

  it("is documented in the OpenAPI document (cursor parameter, next_cursor)", async () => {
    const doc = (await ctx.app.inject({ method: "GET", url: "/docs/json" })).json();
    const op = doc.paths["/leads"].get;
    const cursor = op.parameters.find((p: { name: string }) => p.name === "cursor");
    expect(cursor).toMatchObject({ in: "query", required: false });
    expect(JSON.stringify(cursor)).toContain("Keyset pagination");
    const pagination = op.responses["200"].content["application/json"].schema.properties.pagination;
    expect(pagination.properties).toHaveProperty("next_cursor");
    expect(pagination.required).toContain("next_cursor");
  });

  it("list rows carry exactly the lead of GET /leads/{id}", async () => {
    await ctx.prisma.lead.update({
      where: { id: L.amanda.id },
      data: {
        dob: new Date("1990-02-03"),
        address: {
          zip_code: "13000000",
          street: "Rua A",
          number: "10",
          district: "Centro",
          city: "Campinas",
          uf: "SP",
        },
        document: "52998224725",
      },
    });
    const res = await list(coordinator, "full_name=Amanda");
    expect(res.statusCode, res.body).toBe(200);
    const row = res.json().payload[0];
    const detail = await ctx.app.inject({ method: "GET", url: `/leads/${L.amanda.id}`, headers: coordinator.headers });
    expect(row).toEqual(detail.json());
  });
});

describe("GET /leads totals", () => {
  it("counts exactly up to 10,000 matches and reports an estimate (flagged) beyond", async () => {
    const big = await staff(ctx, ["BOOTH_SPECIALIST"]);
    await ctx.prisma.$executeRaw`
      INSERT INTO leads (id, full_name, phone, owner_id, updated_at)
      SELECT gen_random_uuid(), 'Lote ' || g, '55319' || lpad(g::text, 8, '0'), ${big.user.id}::uuid, now()
      FROM generate_series(0, 10000) g`;
    const res = await list(big, "limit=5");
    expect(res.statusCode).toBe(200);
    expect(res.json().payload).toHaveLength(5);
    expect(res.json().pagination).toMatchObject({ skip: 0, limit: 5, estimated: true });
    expect(res.json().pagination.total).toBeGreaterThan(10_000);
    const exact = await list(big, "full_name=Lote 999");
    expect(exact.json().pagination).toMatchObject({ total: 11, estimated: false });
    // Name searches count exactly only up to 1,000 matches (they recheck table rows; see decision 008).
    const broad = await list(big, "full_name=Lote 1&limit=5");
    expect(broad.json().pagination).toMatchObject({ estimated: true });
    expect(broad.json().pagination.total).toBeGreaterThan(1_000);
    const narrow = await list(big, "full_name=Lote 10");
    expect(narrow.json().pagination).toMatchObject({ total: 112, estimated: false });
    // A frequent term only reads its page (no count): the total is an estimate until a page shows the end.
    const frequent = await list(coordinator, `owner_id=${big.user.id}&full_name=Lote&limit=5`);
    expect(frequent.json().pagination).toMatchObject({ estimated: true });
    expect(frequent.json().payload).toHaveLength(5);
    const lastPage = await list(coordinator, `full_name=Lote&limit=5&skip=9999`);
    expect(lastPage.json().payload).toHaveLength(2);
    expect(lastPage.json().pagination).toMatchObject({ total: 10_001, estimated: false });
    // Rare and frequent terms page the same with skip and with the cursor (owner-scoped and global).
    for (const [who, q] of [
      [big, "full_name=Lote 99"],
      [coordinator, "full_name=Lote 99&sortBy=full_name&direction=asc"],
      [coordinator, "full_name=Lote 1&sortBy=createdAt&direction=asc"],
    ] as const) {
      const all = (await list(who, `${q}&limit=100`)).json().payload.map((l: { _id: string }) => l._id);
      const walked: string[] = [];
      let cursor: string | null = null;
      for (let i = 0; i < 30 && walked.length < all.length; i++) {
        const res = await list(who, `${q}&limit=7${cursor ? `&cursor=${cursor}` : ""}`);
        walked.push(...res.json().payload.map((l: { _id: string }) => l._id));
        cursor = res.json().pagination.next_cursor;
        if (!cursor) break;
      }
      expect(walked.slice(0, all.length), q).toEqual(all);
    }
  });
});
