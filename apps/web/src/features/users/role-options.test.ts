import { describe, expect, it } from "vitest";
import { grantableRoleOptions, ROLE_OPTIONS } from "./role-options";

describe("grantableRoleOptions", () => {
  it("offers MASTER every role", () => {
    expect(grantableRoleOptions(["MASTER"])).toEqual(ROLE_OPTIONS);
  });

  it("offers GERAL_ADMIN neither Master nor Administrador geral, keeping the pt-BR order", () => {
    const values = grantableRoleOptions(["GERAL_ADMIN"]).map((o) => o.value);
    expect(values).not.toContain("MASTER");
    expect(values).not.toContain("GERAL_ADMIN");
    expect(values).toContain("OPERATIONAL_ADMIN");
    expect(values).toEqual(ROLE_OPTIONS.map((o) => o.value).filter((v) => v !== "MASTER" && v !== "GERAL_ADMIN"));
  });

  it("offers OPERATIONAL_ADMIN no admin role", () => {
    const values = grantableRoleOptions(["OPERATIONAL_ADMIN"]).map((o) => o.value);
    for (const r of ["MASTER", "GERAL_ADMIN", "OPERATIONAL_ADMIN", "GERAL_ADMIN_CLIENTS"])
      expect(values).not.toContain(r);
    expect(values).toContain("ONLINE_COORDINATOR");
  });
});
