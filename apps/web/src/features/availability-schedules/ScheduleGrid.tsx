import { Badge, Box, Chip, Group, Select, Stack, Text } from "@mantine/core";
import {
  formatDayMonth,
  SCHEDULE_PERSON_KIND_LABELS,
  type SchedulePersonKind,
  SHIFT_LABELS,
  SHIFTS,
  type Shift,
  WEEKDAY_SHORT_LABELS,
  weekdayOf,
} from "@portal/contracts/availability-schedules";
import type { CSSProperties } from "react";
import { useEffect, useRef, useState } from "react";

const BORDER = "1px solid var(--mantine-color-gray-3)";
const cellBase: CSSProperties = {
  width: 22,
  height: 26,
  padding: 0,
  border: "none",
  borderRadius: 3,
  fontSize: 11,
  fontWeight: 600,
  cursor: "pointer",
  touchAction: "none",
  userSelect: "none",
};
const head: CSSProperties = {
  padding: "4px 2px",
  borderBottom: BORDER,
  borderLeft: BORDER,
  fontWeight: 500,
  lineHeight: 1.1,
};
const classes = {
  scroller: { overflowX: "auto", maxWidth: "100%", border: BORDER, borderRadius: 8 } as CSSProperties,
  grid: { borderCollapse: "separate", borderSpacing: 0, fontSize: 12 } as CSSProperties,
  nameHead: {
    ...head,
    borderLeft: "none",
    position: "sticky",
    left: 0,
    zIndex: 2,
    background: "var(--mantine-color-body)",
    textAlign: "left",
    minWidth: 180,
    paddingLeft: 8,
  } as CSSProperties,
  dayHead: { ...head, background: "var(--mantine-color-body)" } as CSSProperties,
  weekendHead: { ...head, background: "var(--mantine-color-gray-1)" } as CSSProperties,
  dayNumber: { display: "block", fontWeight: 700 } as CSSProperties,
  weekday: { display: "block", color: "var(--mantine-color-dimmed)", fontSize: 11 } as CSSProperties,
  name: {
    position: "sticky",
    left: 0,
    zIndex: 1,
    background: "var(--mantine-color-body)",
    textAlign: "left",
    fontWeight: 500,
    padding: "2px 8px",
    borderTop: BORDER,
    whiteSpace: "nowrap",
    maxWidth: 220,
    overflow: "hidden",
    textOverflow: "ellipsis",
  } as CSSProperties,
  firstCell: { padding: "2px 1px 2px 4px", borderTop: BORDER, borderLeft: BORDER } as CSSProperties,
  cellTd: { padding: "2px 1px", borderTop: BORDER } as CSSProperties,
  cellOn: { ...cellBase, background: "var(--mantine-color-teal-7)", color: "white" } as CSSProperties,
  cellOff: {
    ...cellBase,
    background: "var(--mantine-color-gray-1)",
    color: "var(--mantine-color-gray-7)",
  } as CSSProperties,
  dayLine: { borderBottom: BORDER, paddingBottom: 6 } as CSSProperties,
};

export interface GridPerson {
  id: string;
  name: string;
  /** Specialists (the queue) and receptionists share the grid (decision 061); receptionists are marked. */
  kind: SchedulePersonKind;
}
export interface CellChange {
  user_id: string;
  day: string;
  shift: Shift;
  scheduled: boolean;
}
export const cellKey = (userId: string, day: string, shift: Shift) => `${userId}|${day}|${shift}`;
const parseKey = (key: string) => {
  const [user_id, day, shift] = key.split("|") as [string, string, Shift];
  return { user_id, day, shift };
};

/**
 * The month grid: a row per specialist, a column per day, three cells per day (M, T, N). Click toggles a cell;
 * pressing and dragging over cells fills them all with the first cell's new state (pointer events), sent as one
 * write when the pointer is released. Keyboard: Tab to a cell, Enter or Space toggles it.
 */
export function ScheduleGrid({
  days,
  people,
  cells,
  editable,
  onChange,
}: {
  days: string[];
  people: GridPerson[];
  cells: ReadonlySet<string>;
  editable: boolean;
  onChange: (changes: CellChange[]) => void;
}) {
  const [drag, setDrag] = useState<{ mode: boolean; keys: Set<string> } | null>(null);
  const dragRef = useRef(drag);
  dragRef.current = drag;
  const cellsRef = useRef(cells);
  cellsRef.current = cells;
  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;

  useEffect(() => {
    const finish = () => {
      const current = dragRef.current;
      if (!current) return;
      setDrag(null);
      const changes = [...current.keys]
        .filter((k) => cellsRef.current.has(k) !== current.mode)
        .map((k) => ({ ...parseKey(k), scheduled: current.mode }));
      if (changes.length) onChangeRef.current(changes);
    };
    window.addEventListener("pointerup", finish);
    window.addEventListener("pointercancel", finish);
    return () => {
      window.removeEventListener("pointerup", finish);
      window.removeEventListener("pointercancel", finish);
    };
  }, []);

  const shown = (key: string) => (drag?.keys.has(key) ? drag.mode : cells.has(key));

  return (
    <Box
      style={classes.scroller}
      data-testid="schedule-grid"
      // Read-only, the cells are not focusable: the scrolling region itself takes the focus so a keyboard can scroll it.
      {...(editable ? {} : { tabIndex: 0, role: "region", "aria-label": "Escala do mês (somente leitura)" })}
    >
      <table style={classes.grid}>
        <thead>
          <tr>
            <th style={classes.nameHead} scope="col">
              Equipe do plantão
            </th>
            {days.map((day) => {
              const weekday = weekdayOf(day);
              return (
                <th
                  key={day}
                  scope="col"
                  colSpan={3}
                  style={weekday === 0 || weekday === 6 ? classes.weekendHead : classes.dayHead}
                >
                  <span style={classes.dayNumber}>{day.slice(8, 10)}</span>
                  <span style={classes.weekday}>{WEEKDAY_SHORT_LABELS[weekday]}</span>
                </th>
              );
            })}
          </tr>
        </thead>
        <tbody>
          {people.map((p) => (
            <tr key={p.id} data-testid="schedule-row" data-person={p.name} data-kind={p.kind}>
              <th scope="row" style={classes.name}>
                {p.kind === "RECEPTION" ? (
                  // The badge on its own line: a long name's ellipsis must not hide it.
                  <>
                    <span style={{ display: "block", overflow: "hidden", textOverflow: "ellipsis" }}>{p.name}</span>
                    <PersonKindBadge />
                  </>
                ) : (
                  p.name
                )}
              </th>
              {days.flatMap((day) =>
                SHIFTS.map((shift) => {
                  const key = cellKey(p.id, day, shift);
                  const on = shown(key);
                  const label = `${p.name}, ${formatDayMonth(day)}, ${SHIFT_LABELS[shift]}`;
                  return (
                    <td key={key} style={shift === "M" ? classes.firstCell : classes.cellTd}>
                      <button
                        type="button"
                        style={on ? classes.cellOn : classes.cellOff}
                        aria-pressed={on}
                        aria-label={label}
                        title={label}
                        disabled={!editable}
                        data-cell={`${day}-${shift}`}
                        onPointerDown={(e) => {
                          if (!editable || e.button !== 0) return;
                          e.preventDefault();
                          (e.currentTarget as HTMLElement).releasePointerCapture?.(e.pointerId);
                          setDrag({ mode: !cells.has(key), keys: new Set([key]) });
                        }}
                        onPointerEnter={() => {
                          if (!dragRef.current) return;
                          setDrag((d) => (d ? { mode: d.mode, keys: new Set(d.keys).add(key) } : d));
                        }}
                        onKeyDown={(e) => {
                          if (!editable || (e.key !== "Enter" && e.key !== " ")) return;
                          e.preventDefault();
                          onChange([{ user_id: p.id, day, shift, scheduled: !cells.has(key) }]);
                        }}
                      >
                        {shift}
                      </button>
                    </td>
                  );
                }),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </Box>
  );
}

/** Phones: one specialist at a time, a line per day with the three shifts as chips. */
export function ScheduleDayList({
  days,
  people,
  cells,
  editable,
  onChange,
  personId,
  onPerson,
}: {
  days: string[];
  people: GridPerson[];
  cells: ReadonlySet<string>;
  editable: boolean;
  onChange: (changes: CellChange[]) => void;
  personId: string | null;
  onPerson: (id: string) => void;
}) {
  const person = people.find((p) => p.id === personId) ?? people[0];
  if (!person) return null;
  return (
    <Stack gap="xs" data-testid="schedule-day-list">
      {people.length > 1 && (
        <Select
          label="Pessoa da escala"
          data={people.map((p) => ({ value: p.id, label: personLabel(p) }))}
          value={person.id}
          onChange={(v) => v && onPerson(v)}
          allowDeselect={false}
          searchable
        />
      )}
      {days.map((day) => (
        <Group key={day} justify="space-between" wrap="nowrap" style={classes.dayLine}>
          <Text size="sm" fw={500} w={84} style={{ whiteSpace: "nowrap" }}>
            {formatDayMonth(day)} {WEEKDAY_SHORT_LABELS[weekdayOf(day)]}
          </Text>
          <Group gap={6} wrap="nowrap">
            {SHIFTS.map((shift) => {
              const key = cellKey(person.id, day, shift);
              return (
                <Chip
                  key={shift}
                  size="xs"
                  checked={cells.has(key)}
                  disabled={!editable}
                  onChange={(checked) => onChange([{ user_id: person.id, day, shift, scheduled: checked }])}
                  aria-label={`${person.name}, ${formatDayMonth(day)}, ${SHIFT_LABELS[shift]}`}
                >
                  {SHIFT_LABELS[shift]}
                </Chip>
              );
            })}
          </Group>
        </Group>
      ))}
    </Stack>
  );
}

/** The grid's names: a receptionist's carries "Recepção" (SCHEDULE_PERSON_KIND_LABELS). */
export const personLabel = (p: GridPerson) =>
  p.kind === "RECEPTION" ? `${p.name} (${SCHEDULE_PERSON_KIND_LABELS.RECEPTION})` : p.name;

function PersonKindBadge() {
  return (
    <Badge size="xs" variant="light" color="grape" style={{ display: "block", width: "fit-content" }}>
      {SCHEDULE_PERSON_KIND_LABELS.RECEPTION}
    </Badge>
  );
}
