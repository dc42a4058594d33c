import type { EnterprisePlanDto } from "@portal/contracts/enterprise-plans";
import { describe, expect, it } from "vitest";
import { groupByTower } from "./EnterprisePlansSection";

const plan = (id: string, tower: string, name: string): EnterprisePlanDto => ({
  _id: id,
  enterprise_id: "e",
  kind: "TOWER_PLAN",
  tower_id: tower,
  tower_name: name,
  title: null,
  order: 0,
  file_name: `${id}.png`,
  mime_type: "image/png",
  size: 1,
  created_by_id: null,
  createdAt: "2026-11-23T00:00:00.000Z",
  updatedAt: "2026-11-23T00:00:00.000Z",
});

describe("groupByTower", () => {
  it("keeps the API's order: towers in order of first appearance, plans in order inside each", () => {
    const groups = groupByTower([plan("1", "a", "Torre A"), plan("2", "a", "Torre A"), plan("3", "b", "Torre B")]);
    expect(groups.map((g) => [g.name, g.plans.map((p) => p._id)])).toEqual([
      ["Torre A", ["1", "2"]],
      ["Torre B", ["3"]],
    ]);
  });
});
