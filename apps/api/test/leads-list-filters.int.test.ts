/** GET /leads filters: each query parameter, their AND combination, empty values ignored and 400s naming the field. */
import { describe, expect, it } from "vitest";
import { coordinator, e1, e2, L, list, names, ROULETTE, setUpLeadsList, specA, team } from "./factories/leads-list";

setUpLeadsList();

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
