import { describe, expect, it } from "vitest";
import {
  canEditUser,
  canGrantRoles,
  grantableRoles,
  grantRefusedMessage,
  ROLE_TIERS,
  refusedRoles,
  userTier,
} from "./role-tiers";
import { ROLES } from "./roles";

describe("role tiers", () => {
  it("rank MASTER above GERAL_ADMIN above the operational admins above coordinators above staff", () => {
    expect(ROLE_TIERS.MASTER).toBeGreaterThan(ROLE_TIERS.GERAL_ADMIN);
    expect(ROLE_TIERS.GERAL_ADMIN).toBeGreaterThan(ROLE_TIERS.OPERATIONAL_ADMIN);
    expect(ROLE_TIERS.OPERATIONAL_ADMIN).toBe(ROLE_TIERS.GERAL_ADMIN_CLIENTS);
    expect(ROLE_TIERS.OPERATIONAL_ADMIN).toBeGreaterThan(ROLE_TIERS.ONLINE_COORDINATOR);
    expect(ROLE_TIERS.ONLINE_COORDINATOR).toBeGreaterThan(ROLE_TIERS.ONLINE_SPECIALIST);
    expect(ROLE_TIERS.AGENT_PARTNER).toBe(ROLE_TIERS.ONLINE_SPECIALIST);
  });

  it("give a user the tier of their highest role", () => {
    expect(userTier(["BOOTH_SPECIALIST", "GERAL_ADMIN"])).toBe(ROLE_TIERS.GERAL_ADMIN);
    expect(userTier([])).toBe(0);
    expect(userTier(["CLIENT"])).toBe(1);
  });
});

describe("grantableRoles", () => {
  it("lets MASTER grant every role, MASTER included", () => {
    expect(grantableRoles(["MASTER"])).toEqual([...ROLES]);
  });

  it("lets GERAL_ADMIN grant neither MASTER nor GERAL_ADMIN, but the operational admins and below", () => {
    const roles = grantableRoles(["GERAL_ADMIN"]);
    expect(roles).not.toContain("MASTER");
    expect(roles).not.toContain("GERAL_ADMIN");
    expect(roles).toContain("OPERATIONAL_ADMIN");
    expect(roles).toContain("GERAL_ADMIN_CLIENTS");
    expect(roles).toContain("ONLINE_COORDINATOR");
    expect(roles).toContain("AGENT_PARTNER");
  });

  it("lets OPERATIONAL_ADMIN grant coordinators and below, no admin role", () => {
    const roles = grantableRoles(["OPERATIONAL_ADMIN"]);
    for (const r of ["MASTER", "GERAL_ADMIN", "OPERATIONAL_ADMIN", "GERAL_ADMIN_CLIENTS"])
      expect(roles).not.toContain(r);
    expect(roles).toContain("BOOTH_COORDINATOR");
    expect(roles).toContain("SALES_SECRETARY");
    expect(roles).toContain("BOOTH_SPECIALIST");
  });

  it("lets staff grant nothing", () => {
    expect(grantableRoles(["BOOTH_SPECIALIST"])).toEqual([]);
    expect(grantableRoles([])).toEqual([]);
  });
});

describe("canGrantRoles / refusedRoles", () => {
  it("refuse MASTER to GERAL_ADMIN and name only the refused roles, once", () => {
    expect(canGrantRoles(["GERAL_ADMIN"], ["MASTER"])).toBe(false);
    expect(refusedRoles(["GERAL_ADMIN"], ["ONLINE_SPECIALIST", "MASTER", "GERAL_ADMIN", "MASTER"])).toEqual([
      "MASTER",
      "GERAL_ADMIN",
    ]);
    expect(canGrantRoles(["GERAL_ADMIN"], ["OPERATIONAL_ADMIN", "ONLINE_SPECIALIST"])).toBe(true);
    expect(canGrantRoles(["MASTER"], ["MASTER"])).toBe(true);
  });

  it("refuse GERAL_ADMIN to OPERATIONAL_ADMIN", () => {
    expect(refusedRoles(["OPERATIONAL_ADMIN"], ["GERAL_ADMIN"])).toEqual(["GERAL_ADMIN"]);
  });
});

describe("canEditUser", () => {
  it("lets an admin edit only users of a lower tier; MASTER edits anyone", () => {
    expect(canEditUser(["GERAL_ADMIN"], ["MASTER"])).toBe(false);
    expect(canEditUser(["GERAL_ADMIN"], ["GERAL_ADMIN"])).toBe(false);
    expect(canEditUser(["GERAL_ADMIN"], ["AGENT_PARTNER", "MASTER"])).toBe(false);
    expect(canEditUser(["GERAL_ADMIN"], ["OPERATIONAL_ADMIN"])).toBe(true);
    expect(canEditUser(["OPERATIONAL_ADMIN"], ["GERAL_ADMIN_CLIENTS"])).toBe(false);
    expect(canEditUser(["OPERATIONAL_ADMIN"], ["ONLINE_COORDINATOR"])).toBe(true);
    expect(canEditUser(["MASTER"], ["MASTER"])).toBe(true);
  });
});

describe("grantRefusedMessage", () => {
  it("names the refused roles by their pt-BR labels", () => {
    expect(grantRefusedMessage(["MASTER"])).toBe("Você não pode conceder o perfil Master.");
    expect(grantRefusedMessage(["MASTER", "GERAL_ADMIN"])).toBe(
      "Você não pode conceder os perfis Master, Administrador geral.",
    );
  });
});
