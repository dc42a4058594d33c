import type { BoardVisitDto, StandBoardDto, StandQueueEntryDto } from "@portal/contracts/stand";
import { AVAILABILITY_STATUS_LABELS } from "@portal/contracts/users";
import { ordinal } from "./elapsed";

/** Every specialist checked in at the stand: the ones in the queue first (in order), then paused, then serving. */
export function boardEntries(board: StandBoardDto): StandQueueEntryDto[] {
  return [...board.available, ...board.unavailable, ...board.in_attendance];
}

/** The choices of a manual assignment, each saying where the specialist stands now. */
export function assignmentOptions(board: StandBoardDto): { value: string; label: string }[] {
  return boardEntries(board).map((entry) => ({
    value: entry.user._id,
    label: `${entry.user.full_name} · ${entryStatusText(entry)}`,
  }));
}

/**
 * "1º na fila", "Em pausa", "Em atendimento", "Visitante a caminho". A specialist whose visitor is on the way is out
 * of the line until they finish that visit (one visitor per specialist, decision 063): no place in the queue.
 */
export function entryStatusText(entry: StandQueueEntryDto): string {
  if (entry.column === "AVAILABLE" && entry.position !== null) return `${ordinal(entry.position)} na fila`;
  if (entry.column === "IN_ATTENDANCE") {
    const serving = entry.current_visit !== null || entry.availability_status === "IN_ATTENDANCE";
    return serving ? "Em atendimento" : "Visitante a caminho";
  }
  return AVAILABILITY_STATUS_LABELS[entry.availability_status];
}

/** A visit routed to someone but not started yet, with who has it (for the board's pending list). */
export interface PendingVisit {
  visit: BoardVisitDto;
  specialist: StandQueueEntryDto["user"];
}

/** Visits routed and not started yet, oldest first: the receptionist may reassign or cancel them. */
export function pendingVisits(board: StandBoardDto): PendingVisit[] {
  return boardEntries(board)
    .flatMap((entry) => entry.assigned_visits.map((visit) => ({ visit, specialist: entry.user })))
    .sort((a, b) => Date.parse(a.visit.arrived_at) - Date.parse(b.visit.arrived_at));
}

/** The coordinator's actions on one specialist, by column (the API refuses the rest anyway). */
export function queueActionsFor(entry: StandQueueEntryDto): {
  toFirst: boolean;
  pause: boolean;
  resume: boolean;
  remove: boolean;
} {
  // Serving a visitor: nothing until they finish. A visitor only on the way: they may still be paused or removed
  // (the visit goes back to waiting), as the API allows.
  const serving = entry.current_visit !== null || entry.availability_status === "IN_ATTENDANCE";
  return {
    toFirst: entry.column === "AVAILABLE" && entry.position !== null && entry.position > 1,
    pause: entry.availability_status === "AVAILABLE" && !serving,
    resume: entry.column === "UNAVAILABLE" && entry.availability_status === "IN_PAUSE",
    remove: !serving,
  };
}
