import { accessibleSections } from "@portal/contracts/policy";
import { describe, expect, it } from "vitest";
import { navItems } from "./sections";

const itemsOf = (roles: string[]) => navItems(roles, accessibleSections(roles));
const labels = (roles: string[]) =>
  itemsOf(roles).map((i) =>
    i.kind === "link" ? i.entry.label : `${i.label}: ${i.entries.map((e) => e.label).join(", ")}`,
  );

describe("navigation items", () => {
  it("an administrator finds the stand's screens under one 'Plantão' item, where the first of them was", () => {
    const admin = labels(["GERAL_ADMIN"]);
    const group = admin.find((l) => l.startsWith("Plantão:"));
    expect(group).toBe("Plantão: Registro de visitas, Relatório parcial, Escala de disponibilidade");
    expect(admin).not.toContain("Relatório parcial");
    expect(admin.indexOf(group as string)).toBeGreaterThan(admin.indexOf("Leads"));
  });

  it("stand staff keep the stand's screens as top-level items", () => {
    expect(itemsOf(["RECEPCIONIST"]).every((i) => i.kind === "link")).toBe(true);
    expect(labels(["RECEPCIONIST"])).toEqual(expect.arrayContaining(["Relatório parcial", "Registro de visitas"]));
    expect(itemsOf(["BOOTH_COORDINATOR"]).every((i) => i.kind === "link")).toBe(true);
  });

  it("a user with one stand screen gets it as a plain item", () => {
    const items = itemsOf(["MARKETING"]);
    expect(items.filter((i) => i.kind === "group")).toHaveLength(0);
  });
});
