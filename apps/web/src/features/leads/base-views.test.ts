import { describe, expect, it } from "vitest";
import { internalBaseQuery } from "./base-views";

describe("internal base", () => {
  it("lists archived, discarded and expired leads unless the filter narrows them", () => {
    expect(internalBaseQuery("arquivados", undefined)).toEqual({ status: "FILED,NON_ADHERENT,EXPIRED" });
    expect(internalBaseQuery("arquivados", "FILED")).toEqual({ status: "FILED" });
    expect(internalBaseQuery("arquivados", "TALKING,FILED")).toEqual({ status: "FILED" });
    expect(internalBaseQuery("arquivados", "TALKING")).toEqual({ status: "FILED,NON_ADHERENT,EXPIRED" });
  });

  it("lists the deleted leads in the 'excluídos' view", () => {
    expect(internalBaseQuery("excluidos", "FILED")).toEqual({ excluded: true });
  });
});
