/** GET /leads scope: a specialist sees only their own leads, grouped counts share filters and scope, stable tied pages. */
import { describe, expect, it } from "vitest";
import { createLead, staff } from "./factories/leads";
import { coordinator, ctx, e1, list, names, setUpLeadsList, specA, specB } from "./factories/leads-list";

setUpLeadsList();

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
