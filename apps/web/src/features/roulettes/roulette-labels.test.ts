import { describe, expect, it } from "vitest";
import { distributionSummary, explainLogRow, windowLabel } from "./roulette-labels";

const row = (action: string, reason: string, data: Record<string, unknown> | null = { cycle: 1 }) => ({
  action,
  reason,
  data,
  roulette_name: "Online Campinas",
});

describe("roulette decision log in pt-BR", () => {
  it("explains an offer, a skip and an expiry with the agent's name and the roulette", () => {
    expect(explainLogRow(row("OFFERED", "ofertado a Ana Souza: próximo disponível na rotação"))).toBe(
      "Ana Souza recebeu a oferta na roleta Online Campinas por ser o próximo especialista disponível na ordem da rotação (ciclo 1).",
    );
    expect(explainLogRow(row("SKIPPED", "pulado Bruno Lima: IN_PAUSE"))).toBe(
      "Bruno Lima foi pulado na roleta Online Campinas porque estava em pausa (ciclo 1).",
    );
    expect(explainLogRow(row("SKIPPED", "pulado Carla: deixou este lead expirar neste ciclo"))).toContain(
      "já tinha deixado este lead expirar neste ciclo",
    );
    expect(explainLogRow(row("EXPIRED", "expirado: não atendido em 10 min"))).toContain("(não atendido em 10 min)");
  });

  it("falls back to the raw reason for administrative rows", () => {
    expect(explainLogRow(row("SHUFFLED", "ordem sorteada por Dora", null))).toBe(
      "Ordem sorteada: ordem sorteada por Dora.",
    );
  });

  it("summarises who got the lead, counting the skips of the same cycle", () => {
    const rows = [
      row("SKIPPED", "pulado Bruno: IN_PAUSE"),
      row("OFFERED", "ofertado a Ana: próximo disponível na rotação", { cycle: 1, deadline: "2026-01-01T10:00:00Z" }),
      row("EXPIRED", "expirado: não atendido em 10 min"),
      row("OFFERED", "ofertado a Caio: próximo disponível na rotação"),
      row("ACCEPTED", "lead atendido dentro do prazo"),
    ];
    expect(distributionSummary(rows)).toBe(
      "Caio recebeu este lead por ser o próximo disponível na rotação e o atendeu dentro do prazo. Antes dele, 1 especialista foi pulado.",
    );
    expect(distributionSummary(rows.slice(0, 3))).toBe(
      "Ana recebeu este lead, mas não o atendeu dentro do prazo. Antes dele, 1 especialista foi pulado.",
    );
    expect(distributionSummary([])).toBe("Este lead não passou por nenhuma roleta.");
  });

  it("labels the time window", () => {
    expect(windowLabel({ weekdays: [], starts_at: null, ends_at: null })).toBe("Todos os dias · o dia todo");
    expect(windowLabel({ weekdays: [3, 1], starts_at: "08:00", ends_at: "18:00" })).toBe("Seg, Qua · 08:00–18:00");
  });
});
