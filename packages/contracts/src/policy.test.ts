import { describe, expect, it } from "vitest";
import {
  accessibleSections,
  autoLoadsLeads,
  canAccessSection,
  canAnnotateLead,
  canManageEnterprises,
  canOpenLeadLinks,
  canPlayLeadInRoulette,
  canReadDeals,
  canReadInventory,
  canSetAvailability,
  hasRole,
  isBackoffice,
  isLoginRefused,
  landingRoute,
  leadListScope,
  leadProfileView,
  RESERVE_ROLES,
  readsAllDeals,
  SALE_PROCESS_ROLES,
  type Section,
  seesFakeUnitStatus,
  TECHNICAL_RESERVE_ROLES,
  UNIT_ADMIN_ROLES,
} from "./policy";
import { ADMIN_ROLES, ROLES, type Role } from "./roles";

/**
 * Spec section 6, row by row: the roles each section lists. Sales and proposals add the readers who need
 * every deal (coordinators, legal, finance; decision 030) and keep the partner broker the spec names (decision 031).
 */
const SPEC_SECTIONS: [Section, Role[]][] = [
  [
    "sales",
    [
      "GERAL_ADMIN",
      "OPERATIONAL_ADMIN",
      "SALES_SECRETARY",
      "AGENT_PARTNER",
      "BOOTH_COORDINATOR",
      "ONLINE_COORDINATOR",
      "JURIDICAL",
      "FINANCIAL",
    ],
  ],
  [
    "proposals",
    [
      "GERAL_ADMIN",
      "OPERATIONAL_ADMIN",
      "ONLINE_COORDINATOR",
      "SALES_SECRETARY",
      "BOOTH_SPECIALIST",
      "ONLINE_SPECIALIST",
      "BOOTH_COORDINATOR",
      "AGENT_PARTNER",
      "JURIDICAL",
      "FINANCIAL",
    ],
  ],
  ["formStand", ["RECEPCIONIST"]],
  ["parcialReport", ["RECEPCIONIST", ...ADMIN_ROLES, "BOOTH_COORDINATOR"]],
  ["register", ["RECEPCIONIST"]],
  ["mirror", ["RECEPCIONIST"]],
  ["internalBase", ["GERAL_ADMIN", "OPERATIONAL_ADMIN", "ONLINE_COORDINATOR"]],
  ["availabilitySchedule", ["GERAL_ADMIN", "OPERATIONAL_ADMIN", "BOOTH_COORDINATOR", "BOOTH_SPECIALIST"]],
  [
    "chat",
    ["SALES_DEVELOPMENT_REPRESENTATIVE", "GERAL_ADMIN", "BOOTH_SPECIALIST", "ONLINE_SPECIALIST", "SALES_SECRETARY"],
  ],
  ["messaging", ["GERAL_ADMIN", "OPERATIONAL_ADMIN", "AGENT_PATRIANI_COORDINATOR", "MARKETING", "GERAL_ADMIN_CLIENTS"]],
  ["reports", ["GERAL_ADMIN", "OPERATIONAL_ADMIN", "ONLINE_COORDINATOR", "BOOTH_COORDINATOR", "SALES_SECRETARY"]],
  ["profiles", ["GERAL_ADMIN", "ONLINE_COORDINATOR", "BOOTH_COORDINATOR"]],
];

describe("section access (spec 6)", () => {
  for (const [section, allowed] of SPEC_SECTIONS) {
    describe(section, () => {
      it.each(ROLES.filter((r) => r !== "MASTER"))("%s", (role) => {
        expect(canAccessSection([role], section)).toBe(allowed.includes(role));
      });
      it("MASTER always passes", () => expect(canAccessSection(["MASTER"], section)).toBe(true));
    });
  }

  it("of the broad sections partners see only estates; the partner broker also sees their sales and proposals", () => {
    expect(accessibleSections(["AGENT_PARTNER"])).toEqual(["estates", "sales", "proposals"]);
    expect(accessibleSections(["AGENT_PATRIANI"])).toEqual(["estates"]);
  });

  it("every internal staff member has home; excluded roles have nothing useful", () => {
    for (const role of ["GERAL_ADMIN", "BOOTH_SPECIALIST", "RECEPCIONIST", "MARKETING", "FINANCIAL"] as Role[]) {
      expect(canAccessSection([role], "home")).toBe(true);
    }
    expect(accessibleSections(["INACTIVE_USER"])).toEqual([]);
  });
});

describe("hasRole", () => {
  it("passes with any listed role", () => expect(hasRole(["MARKETING", "FINANCIAL"], ["FINANCIAL"])).toBe(true));
  it("fails without one", () => expect(hasRole(["MARKETING"], ["FINANCIAL"])).toBe(false));
  it("MASTER passes unless excluded", () => {
    expect(hasRole(["MASTER"], ["FINANCIAL"])).toBe(true);
    expect(hasRole(["MASTER"], ["FINANCIAL"], { excludeMaster: true })).toBe(false);
    expect(hasRole(["MASTER"], ["MASTER"], { excludeMaster: true })).toBe(true);
  });
});

describe("backoffice group", () => {
  it.each([
    ["GERAL_ADMIN", true],
    ["MARKETING", true],
    ["RELATIONSHIP_TEAM", true],
    ["ENGINEER", true],
    ["AGENT_PARTNER", true],
    ["AGENT_PATRIANI", true],
    ["JURIDICAL", true],
    ["FINANCIAL", true],
    ["OPERATIONAL_ADMIN", false],
    ["BOOTH_SPECIALIST", false],
    ["MASTER", false],
  ] as const)("%s -> %s", (role, expected) => expect(isBackoffice([role])).toBe(expected));
});

describe("login refusal (spec 5)", () => {
  it.each([
    ["INACTIVE_USER"],
    ["SALES_DEVELOPMENT_REPRESENTATIVE"],
    ["ANALIST"],
    ["CLIENT"],
    ["SYNDIC"],
    ["ANALIST", "CLIENT"],
    [],
  ])("refuses %j", (...roles) => expect(isLoginRefused(roles)).toBe(true));
  it.each([["MARKETING"], ["ANALIST", "MARKETING"], ["MASTER"]])("accepts %j", (...roles) =>
    expect(isLoginRefused(roles)).toBe(false),
  );
});

describe("landing after login", () => {
  it.each([
    [["RECEPCIONIST"], "/stand/choose-enterprise"],
    [["AGENT_PARTNER"], "/enterprises"],
    [["AGENT_PATRIANI"], "/enterprises"],
    [["GERAL_ADMIN"], "/home"],
    [["BOOTH_SPECIALIST"], "/home"],
    [["AGENT_PARTNER", "MARKETING"], "/home"],
  ] as const)("%j -> %s", (roles, route) => expect(landingRoute(roles)).toBe(route));
});

describe("lead list scope", () => {
  it.each([
    "GERAL_ADMIN",
    "OPERATIONAL_ADMIN",
    "BOOTH_COORDINATOR",
    "ONLINE_COORDINATOR",
    "MARKETING",
    "SALES_SECRETARY",
    "RELATIONSHIP_TEAM",
    "MASTER",
  ] as const)("%s sees all leads", (role) => expect(leadListScope([role])).toBe("all"));
  it.each(["BOOTH_SPECIALIST", "ONLINE_SPECIALIST", "AGENT_PARTNER", "AGENT_PATRIANI", "RECEPCIONIST"] as const)(
    "%s sees only own leads",
    (role) => expect(leadListScope([role])).toBe("own"),
  );
  it("partners do not auto-load leads nor poll notifications", () => {
    expect(autoLoadsLeads(["AGENT_PARTNER"])).toBe(false);
    expect(autoLoadsLeads(["ONLINE_SPECIALIST"])).toBe(true);
  });
});

describe("read-only rules (spec 6)", () => {
  it("a read-only GERAL_ADMIN sees only the history tab and no top actions", () => {
    expect(leadProfileView({ roles: ["GERAL_ADMIN"], read_only: true })).toEqual({
      showLeadTopActions: false,
      historyTabOnly: true,
    });
  });
  it.each(["MARKETING", "RELATIONSHIP_TEAM"])("%s sees only the history tab", (role) => {
    expect(leadProfileView({ roles: [role], read_only: false }).historyTabOnly).toBe(true);
  });
  it("a regular GERAL_ADMIN sees everything", () => {
    expect(leadProfileView({ roles: ["GERAL_ADMIN"], read_only: false })).toEqual({
      showLeadTopActions: true,
      historyTabOnly: false,
    });
  });
  it("only ONLINE_COORDINATOR opens the lead links modal (not even MASTER)", () => {
    expect(canOpenLeadLinks(["ONLINE_COORDINATOR"])).toBe(true);
    expect(canOpenLeadLinks(["MASTER"])).toBe(false);
    expect(canOpenLeadLinks(["GERAL_ADMIN"])).toBe(false);
  });
  it("only specialists set their availability", () => {
    expect(canSetAvailability(["BOOTH_SPECIALIST"])).toBe(true);
    expect(canSetAvailability(["ONLINE_SPECIALIST"])).toBe(true);
    expect(canSetAvailability(["MASTER"])).toBe(false);
    expect(canSetAvailability(["BOOTH_COORDINATOR"])).toBe(false);
  });
});

describe("inventory access", () => {
  it("partner brokers read enterprises and the mirror but do not manage them", () => {
    for (const role of ["AGENT_PARTNER", "AGENT_PATRIANI"]) {
      expect(canReadInventory([role])).toBe(true);
      expect(canManageEnterprises([role])).toBe(false);
      expect(hasRole([role], RESERVE_ROLES)).toBe(true);
      expect(hasRole([role], UNIT_ADMIN_ROLES)).toBe(false);
      expect(seesFakeUnitStatus([role])).toBe(true);
    }
  });
  it("staff manage enterprises; only admins take admin unit actions", () => {
    expect(canManageEnterprises(["SALES_SECRETARY"])).toBe(true);
    expect(canManageEnterprises(["MASTER"])).toBe(true);
    expect(canManageEnterprises(["BOOTH_SPECIALIST"])).toBe(false);
    expect(hasRole(["GERAL_ADMIN"], UNIT_ADMIN_ROLES)).toBe(true);
    expect(hasRole(["SALES_SECRETARY"], UNIT_ADMIN_ROLES)).toBe(false);
    expect(hasRole(["BOOTH_COORDINATOR"], SALE_PROCESS_ROLES)).toBe(true);
    expect(hasRole(["BOOTH_SPECIALIST"], TECHNICAL_RESERVE_ROLES)).toBe(false);
  });
  it("the receptionist reads the mirror; staff see real statuses", () => {
    expect(canReadInventory(["RECEPCIONIST"])).toBe(true);
    expect(seesFakeUnitStatus(["RECEPCIONIST"])).toBe(false);
    expect(seesFakeUnitStatus(["GERAL_ADMIN"])).toBe(false);
    expect(canReadInventory(["INACTIVE_USER"])).toBe(false);
  });
});

describe("enterprise upload formats by role (spec 5)", () => {
  it("admins pdf only, secretary any, partners pdf only for summary board and sale overview", async () => {
    const { enterpriseUploadFormats } = await import("./enterprise-files");
    expect(enterpriseUploadFormats(["GERAL_ADMIN"], "BOOK")).toEqual(["pdf"]);
    expect(enterpriseUploadFormats(["OPERATIONAL_ADMIN"], "SUMMARY_BOARD")).toEqual(["pdf"]);
    expect(enterpriseUploadFormats(["SALES_SECRETARY"], "BOOK")).toEqual(["pdf", "png", "jpeg", "webp"]);
    expect(enterpriseUploadFormats(["AGENT_PARTNER"], "SUMMARY_BOARD")).toEqual(["pdf"]);
    expect(enterpriseUploadFormats(["AGENT_PARTNER"], "SALE_OVERVIEW")).toEqual(["pdf"]);
    expect(enterpriseUploadFormats(["AGENT_PARTNER"], "BOOK")).toBeNull();
    expect(enterpriseUploadFormats(["BOOTH_SPECIALIST"], "SUMMARY_BOARD")).toBeNull();
  });
});

describe("proposal and sale reads (spec 6, decision 030)", () => {
  const ALL: Role[] = [
    "GERAL_ADMIN",
    "OPERATIONAL_ADMIN",
    "SALES_SECRETARY",
    "BOOTH_COORDINATOR",
    "ONLINE_COORDINATOR",
    "JURIDICAL",
    "FINANCIAL",
  ];
  const OWN: Role[] = ["AGENT_PARTNER", "BOOTH_SPECIALIST", "ONLINE_SPECIALIST"];
  it.each(ROLES.filter((r) => r !== "MASTER"))("%s", (role) => {
    expect(readsAllDeals([role])).toBe(ALL.includes(role));
    expect(canReadDeals([role])).toBe(ALL.includes(role) || OWN.includes(role));
  });
  it("MASTER reads every deal", () => expect(readsAllDeals(["MASTER"])).toBe(true));
});

describe("history-only roles on leads (spec 6)", () => {
  it.each(["MARKETING", "RELATIONSHIP_TEAM"] as const)(
    "%s annotates only own leads and never plays in roulette",
    (role) => {
      expect(canAnnotateLead([role], false)).toBe(false);
      expect(canAnnotateLead([role], true)).toBe(true);
      expect(canPlayLeadInRoulette([role])).toBe(false);
    },
  );
  it.each(["GERAL_ADMIN", "BOOTH_SPECIALIST", "MASTER"] as const)("%s is not held back", (role) => {
    expect(canAnnotateLead([role], false)).toBe(true);
    expect(canPlayLeadInRoulette([role])).toBe(true);
  });
});
