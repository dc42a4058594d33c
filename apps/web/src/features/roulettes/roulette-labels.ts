import {
  type LeadRouletteLogDto,
  type RouletteDto,
  rouletteLogActionLabel,
  rouletteLogText,
} from "@portal/contracts/roulettes";

/** Colours and explanations for roulettes, their agents and their decision log (labels: contracts). */

export const AGENT_STATUS_COLORS: Record<string, string> = {
  AVAILABLE: "teal",
  IN_PAUSE: "yellow",
  IN_ATTENDANCE: "blue",
  OFFLINE: "gray",
};

export const WEEKDAY_LABELS = ["Dom", "Seg", "Ter", "Qua", "Qui", "Sex", "Sáb"] as const;

export const LOG_ACTION_COLORS: Record<string, string> = {
  OFFERED: "teal",
  ACCEPTED: "green",
  SKIPPED: "gray",
  EXPIRED: "red",
  WAITING: "yellow",
  NEW_CYCLE: "grape",
  NO_ROULETTE: "orange",
};

/** Window summary: "Seg, Ter · 08:00–18:00", "Todos os dias · o dia todo". */
export function windowLabel(r: Pick<RouletteDto, "weekdays" | "starts_at" | "ends_at">): string {
  const days =
    r.weekdays.length === 0 || r.weekdays.length === 7
      ? "Todos os dias"
      : [...r.weekdays]
          .sort((a, b) => a - b)
          .map((d) => WEEKDAY_LABELS[d] ?? String(d))
          .join(", ");
  const hours = r.starts_at && r.ends_at ? `${r.starts_at}–${r.ends_at}` : "o dia todo";
  return `${days} · ${hours}`;
}

type LogRow = Pick<LeadRouletteLogDto, "action" | "reason" | "data" | "roulette_name">;

const cycleOf = (data: LogRow["data"]) => (typeof data?.cycle === "number" ? data.cycle : undefined);

/** "ofertado a Ana: próximo disponível na rotação" -> "Ana". */
function nameAfter(prefix: string, reason: string): string | undefined {
  if (!reason.startsWith(prefix)) return undefined;
  const rest = reason.slice(prefix.length);
  const colon = rest.lastIndexOf(": ");
  return (colon >= 0 ? rest.slice(0, colon) : rest).trim() || undefined;
}

const SKIP_EXPLANATIONS: Record<string, string> = {
  IN_PAUSE: "estava em pausa",
  IN_ATTENDANCE: "estava em atendimento",
  "usuário inativo": "está com o usuário inativo",
  "deixou este lead expirar neste ciclo": "já tinha deixado este lead expirar neste ciclo",
};

/** One sentence in pt-BR saying why the distribution did what it did at this step. */
export function explainLogRow(row: LogRow): string {
  const where = row.roulette_name ? ` na roleta ${row.roulette_name}` : "";
  const cycle = cycleOf(row.data);
  const inCycle = cycle ? ` (ciclo ${cycle})` : "";
  switch (row.action) {
    case "PLAY_IN_ROULETTE":
      return `O lead entrou na roleta: ${rouletteLogText(row.reason)}.`;
    case "SKIPPED": {
      const name = nameAfter("pulado ", row.reason) ?? "O especialista";
      const why = row.reason.slice(row.reason.lastIndexOf(": ") + 2);
      return `${name} foi pulado${where} porque ${SKIP_EXPLANATIONS[why] ?? why}${inCycle}.`;
    }
    case "OFFERED": {
      const name = nameAfter("ofertado a ", row.reason) ?? "O especialista";
      const deadline = typeof row.data?.deadline === "string" ? row.data.deadline : undefined;
      return `${name} recebeu a oferta${where} por ser o próximo especialista disponível na ordem da rotação${inCycle}${
        deadline ? "; o prazo para atender começou a contar" : ""
      }.`;
    }
    case "ACCEPTED":
      return "O especialista atendeu o lead dentro do prazo e ele ficou na sua carteira.";
    case "EXPIRED":
      return `A oferta expirou${where} (${rouletteLogText(row.reason).replace(/^expirado: /, "")}); o lead voltou para a roleta e seguiu para o próximo especialista.`;
    case "WAITING":
      return `O lead ficou aguardando${where}: ${rouletteLogText(row.reason)}.`;
    case "NEW_CYCLE":
      return `Todos os especialistas deixaram o lead expirar, então começou um novo ciclo${inCycle} e a rotação recomeçou sem exclusões.`;
    case "NO_ROULETTE":
      return `Nenhuma roleta pôde receber o lead: ${rouletteLogText(row.reason)}.`;
    default:
      return `${rouletteLogActionLabel(row.action)}: ${rouletteLogText(row.reason)}.`;
  }
}

/** The final answer of the "why" view: who holds the last offer and whether it was attended. */
export function distributionSummary(rows: readonly LogRow[]): string {
  const lastOffer = [...rows].reverse().find((r) => r.action === "OFFERED");
  if (!lastOffer) {
    return rows.length === 0
      ? "Este lead não passou por nenhuma roleta."
      : "Este lead passou pela roleta, mas ainda não foi ofertado a ninguém.";
  }
  const name = nameAfter("ofertado a ", lastOffer.reason) ?? "O especialista";
  const after = rows.slice(rows.lastIndexOf(lastOffer) + 1);
  const skipped = rows.filter((r) => r.action === "SKIPPED" && cycleOf(r.data) === cycleOf(lastOffer.data)).length;
  const skippedText = skipped
    ? ` Antes dele, ${skipped} ${skipped === 1 ? "especialista foi pulado" : "especialistas foram pulados"}.`
    : "";
  if (after.some((r) => r.action === "ACCEPTED")) {
    return `${name} recebeu este lead por ser o próximo disponível na rotação e o atendeu dentro do prazo.${skippedText}`;
  }
  if (after.some((r) => r.action === "EXPIRED")) {
    return `${name} recebeu este lead, mas não o atendeu dentro do prazo.${skippedText}`;
  }
  return `${name} recebeu este lead por ser o próximo disponível na rotação; a oferta aguarda o atendimento.${skippedText}`;
}
