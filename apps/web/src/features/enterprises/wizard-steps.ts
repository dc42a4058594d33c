import { expandTowerPattern, type TowerPattern } from "@portal/contracts/enterprise-steps";

/** The six steps of the enterprise wizard and how it resumes. Pure, unit-tested. */
export const WIZARD_STEPS = [
  { n: 1, label: "Identificação", description: "Nome, SPE, endereço e fase" },
  { n: 2, label: "Estrutura", description: "Torres, andares e unidades" },
  { n: 3, label: "Preços", description: "Tabela por m² e índice" },
  { n: 4, label: "Regras comerciais", description: "Planos, comissões, campanhas" },
  { n: 5, label: "Arquivos e mídias", description: "Vídeos, mapas, tour 360°" },
  { n: 6, label: "Equipes e publicação", description: "Times, aprovadores, publicar" },
] as const;
export type StepNumber = 1 | 2 | 3 | 4 | 5 | 6;

/** The step the wizard opens at: the one after the last saved (wizard_step), at most 6. */
export function resumeStep(wizardStep: number): StepNumber {
  return Math.min(6, Math.max(1, wizardStep + 1)) as StepNumber;
}

/** Steps already saved can be revisited; the next one can be opened; later ones wait. */
export function canOpenStep(step: number, wizardStep: number): boolean {
  return step >= 1 && step <= Math.min(6, wizardStep + 1);
}

/** A ?step= from the URL, clamped to what may be opened (else where the wizard resumes). */
export function stepToOpen(requested: number | undefined, wizardStep: number): StepNumber {
  return requested !== undefined && canOpenStep(requested, wizardStep)
    ? (requested as StepNumber)
    : resumeStep(wizardStep);
}

/** Units a set of tower patterns generates (preview before saving step 2). */
export function patternUnitCount(towers: readonly Pick<TowerPattern, "floors" | "units_per_floor">[]): number {
  return towers.reduce((n, t) => n + (t.floors > 0 && t.units_per_floor > 0 ? t.floors * t.units_per_floor : 0), 0);
}

/** First and last unit numbers of a tower pattern ("101" ... "1504"), for the preview. */
export function patternNumberRange(t: TowerPattern): { first: string; last: string } | null {
  const units = expandTowerPattern(t);
  const first = units[0];
  const last = units[units.length - 1];
  return first && last ? { first: first.number, last: last.number } : null;
}

/** Reais typed in a form -> centavos on the wire (rounded to the centavo). */
export function reaisToCentavos(reais: number): number {
  return Math.round(reais * 100);
}
export function centavosToReais(centavos: number): number {
  return centavos / 100;
}
