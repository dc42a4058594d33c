import { standPresenceKind } from "@portal/contracts/policy";
import type { StandPresenceDto } from "@portal/contracts/stand";
import { useQuery } from "@tanstack/react-query";
import { useEffect } from "react";
import { type ChosenStand, saveChosenStand, useChosenStand } from "./chosen-stand";
import { myPresenceQuery } from "./stand.queries";

/**
 * The one current stand of a receptionist's screens (header, board, register, partial report). The server scopes
 * their visits to the stand they are checked in at, so that presence wins over this device's memory: when they
 * checked in elsewhere (another device, another day) the device follows, instead of naming one stand in the header
 * while the register lists another's visits. Without a presence the device's choice stands (the board offers the
 * check-in there). Other roles: the device's choice.
 */
export function currentStandOf(
  presence: Pick<StandPresenceDto, "enterprise" | "kind"> | null | undefined,
  chosen: ChosenStand | null,
): ChosenStand | null {
  if (presence?.kind === "RECEPTION") return { enterprise_id: presence.enterprise._id, name: presence.enterprise.name };
  return chosen;
}

export function useCurrentStand(userId: string, roles: readonly string[]): ChosenStand | null {
  const chosen = useChosenStand(userId);
  const isReception = standPresenceKind(roles) === "RECEPTION";
  const presence = useQuery({ ...myPresenceQuery(), enabled: isReception });
  const current = isReception ? currentStandOf(presence.data?.presence, chosen) : chosen;
  const differs = !!current && (current.enterprise_id !== chosen?.enterprise_id || current.name !== chosen?.name);
  useEffect(() => {
    // The device remembers the server's stand, so the next visit (and the form's route guard) opens on it.
    if (differs && current) saveChosenStand(userId, current);
  }, [differs, current, userId]);
  return current;
}
