import type { RouletteDto } from "@portal/contracts/roulettes";

type RouletteType = RouletteDto["type"];

/** The role a member of each roulette type must have (the API refuses anyone else with 400 on "user_id"). */
export const MEMBER_ROLE_OF_TYPE: Record<RouletteType, "ONLINE_SPECIALIST" | "BOOTH_SPECIALIST"> = {
  ONLINE: "ONLINE_SPECIALIST",
  BOOTH: "BOOTH_SPECIALIST",
};

export interface Person {
  _id: string;
  full_name: string;
  roles: readonly string[];
}

/** Select options for "Adicionar especialista": specialists of the roulette's type who are not members yet. */
export function eligibleMemberOptions(
  people: readonly Person[] | undefined,
  type: RouletteType,
  memberIds: readonly string[],
): { value: string; label: string }[] {
  const role = MEMBER_ROLE_OF_TYPE[type];
  const members = new Set(memberIds);
  return (people ?? [])
    .filter((p) => p.roles.includes(role) && !members.has(p._id))
    .sort((a, b) => a.full_name.localeCompare(b.full_name, "pt-BR"))
    .map((p) => ({ value: p._id, label: p.full_name }));
}

/**
 * Why "Adicionar especialista" has nobody to offer, in pt-BR (null when it has someone): nobody of the roulette's
 * type is in the caller's reach at all, or every one of them is already a member.
 */
export function emptyMemberReason(
  people: readonly Person[] | undefined,
  type: RouletteType,
  memberIds: readonly string[],
): string | null {
  if (!people || eligibleMemberOptions(people, type, memberIds).length > 0) return null;
  const role = MEMBER_ROLE_OF_TYPE[type];
  const kind = type === "ONLINE" ? "especialistas online" : "especialistas de plantão";
  const ofType = people.filter((p) => p.roles.includes(role)).length;
  if (ofType === 0)
    return `Não há ${kind} ativos entre as pessoas que você pode incluir (a sua equipe ou a empresa). Peça o cadastro à administração.`;
  return `Todos os ${kind} que você pode incluir (${ofType}) já estão nesta roleta.`;
}
