import { describe, expect, it } from "vitest";
import { contentDisposition } from "./content-disposition";

describe("contentDisposition", () => {
  it("sends the UTF-8 name whole (NFC) with an ASCII fallback, whatever form the accents came in", () => {
    const decomposed = "visitas-plantão-28-11.xlsx".normalize("NFD");
    expect(contentDisposition(decomposed)).toBe(
      `attachment; filename="visitas-plantao-28-11.xlsx"; filename*=UTF-8''visitas-plant%C3%A3o-28-11.xlsx`,
    );
    expect(contentDisposition('Relatório "final" (1).pdf', "inline")).toBe(
      `inline; filename="Relatorio final (1).pdf"; filename*=UTF-8''Relat%C3%B3rio%20%22final%22%20%281%29.pdf`,
    );
    expect(contentDisposition("ção.pdf".replace("ção", "日本"))).toMatch(/^attachment; filename="__\.pdf"; /);
  });
});
