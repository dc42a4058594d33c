import { Box, Group, ScrollArea, Text, UnstyledButton, VisuallyHidden } from "@mantine/core";
import { earliestScheduleStart } from "@portal/contracts/schedule-hours";
import { formatScheduleTime, SCHEDULE_TYPE_LABELS } from "@portal/contracts/schedules";
import { useEffect, useRef } from "react";
import { STATUS_COLORS } from "./ScheduleDetailModal";
import { formatDayShort, gridPlacement, SLOT_TIMES, spDay, spInstant } from "./schedule-dates";
import type { ScheduleCell } from "./schedules.queries";

const ROW_H = 26;
/** Where the grid opens: 07:00 (business hours), the rest of the 24 h a scroll away. */
const FIRST_VISIBLE_ROW = 14;

interface Placed {
  s: ScheduleCell;
  row: number;
  span: number;
  lane: number;
  lanes: number;
}

/** Side by side when they overlap (a coordinator's team in one column): greedy lanes, then the widest group. */
function layout(items: ScheduleCell[], day: string): Placed[] {
  const placed = items
    .map((s) => ({ s, p: gridPlacement(s.starts_at, s.ends_at, day) }))
    .filter((x): x is { s: ScheduleCell; p: { row: number; span: number } } => x.p !== null)
    .sort((a, b) => a.p.row - b.p.row || b.p.span - a.p.span);
  const laneEnds: number[] = [];
  const out: Placed[] = placed.map(({ s, p }) => {
    let lane = laneEnds.findIndex((end) => end <= p.row);
    if (lane === -1) lane = laneEnds.length;
    laneEnds[lane] = p.row + p.span;
    return { s, row: p.row, span: p.span, lane, lanes: 1 };
  });
  for (const a of out) {
    const overlapping = out.filter((b) => b.row < a.row + a.span && a.row < b.row + b.span);
    a.lanes = Math.max(...overlapping.map((b) => b.lane)) + 1;
  }
  return out;
}

/**
 * Day and week views: one column per day, 48 rows of 30 minutes (00:00 to 24:00), opened at business hours. A free
 * half hour books a new appointment there; an appointment opens its details.
 */
export function TimeGrid({
  days,
  schedules,
  showSpecialist,
  onPick,
  onSlot,
}: {
  days: string[];
  schedules: ScheduleCell[];
  showSpecialist: boolean;
  onPick: (s: ScheduleCell) => void;
  onSlot?: (day: string, time: string) => void;
}) {
  const viewport = useRef<HTMLDivElement>(null);
  useEffect(() => {
    viewport.current?.scrollTo({ top: FIRST_VISIBLE_ROW * ROW_H });
  }, []);
  const today = spDay(Date.now());
  // The past is not bookable (decision 066): half hours before the current one are plain cells, not buttons.
  const earliest = earliestScheduleStart().getTime();
  return (
    <Box>
      <Group gap={0} wrap="nowrap" pl={52} style={{ borderBottom: "1px solid var(--mantine-color-gray-3)" }}>
        {days.map((d) => (
          <Text
            key={d}
            size="sm"
            fw={d === today ? 700 : 500}
            c={d === today ? "brand" : undefined}
            ta="center"
            py={6}
            style={{ flex: 1, minWidth: 0 }}
          >
            {formatDayShort(d)}
          </Text>
        ))}
      </Group>
      <ScrollArea h={560} viewportRef={viewport} type="auto" data-testid="schedule-grid">
        <Box style={{ display: "flex", position: "relative", height: SLOT_TIMES.length * ROW_H }}>
          <Box w={52} style={{ flex: "0 0 52px" }}>
            {SLOT_TIMES.map((t) => (
              <Text key={t} size="xs" c="dimmed" h={ROW_H} pr={6} ta="right" style={{ lineHeight: `${ROW_H}px` }}>
                {t.endsWith(":00") ? t : ""}
              </Text>
            ))}
          </Box>
          {days.map((d) => (
            <Box
              key={d}
              style={{
                flex: 1,
                minWidth: 0,
                position: "relative",
                borderLeft: "1px solid var(--mantine-color-gray-3)",
              }}
            >
              {SLOT_TIMES.map((t) =>
                onSlot && spInstant(d, t).getTime() >= earliest ? (
                  <UnstyledButton
                    key={t}
                    aria-label={`Agendar em ${formatDayShort(d)} às ${t}`}
                    onClick={() => onSlot(d, t)}
                    h={ROW_H}
                    w="100%"
                    display="block"
                    style={{
                      borderTop: `1px ${t.endsWith(":00") ? "solid" : "dashed"} var(--mantine-color-gray-2)`,
                    }}
                  />
                ) : (
                  <Box
                    key={t}
                    h={ROW_H}
                    style={{ borderTop: `1px ${t.endsWith(":00") ? "solid" : "dashed"} var(--mantine-color-gray-2)` }}
                  />
                ),
              )}
              {layout(
                schedules.filter((s) => s.status !== "CANCELED"),
                d,
              ).map(({ s, row, span, lane, lanes }) => (
                <UnstyledButton
                  key={s._id}
                  onClick={() => onPick(s)}
                  data-testid="schedule-event"
                  style={{
                    position: "absolute",
                    top: row * ROW_H + 1,
                    height: span * ROW_H - 2,
                    left: `calc(${(lane / lanes) * 100}% + 2px)`,
                    width: `calc(${100 / lanes}% - 4px)`,
                    background: `var(--mantine-color-${STATUS_COLORS[s.status]}-light)`,
                    borderLeft: `3px solid var(--mantine-color-${STATUS_COLORS[s.status]}-filled)`,
                    borderRadius: 4,
                    padding: "1px 4px",
                    overflow: "hidden",
                  }}
                >
                  <Text size="xs" fw={600} truncate>
                    {formatScheduleTime(s.starts_at)} {s.lead_name}
                  </Text>
                  {/* The button's name is its text (time, lead, type), so what is read is what is seen (axe
                      label-content-name-mismatch); a half-hour cell has room for one line, the rest is read only. */}
                  {span > 1 ? (
                    // Darker than "dimmed": it sits on the status colour's light tint (4.5:1 on blue-light).
                    <Text size="xs" c="gray.8" truncate>
                      {SCHEDULE_TYPE_LABELS[s.type]}
                      {showSpecialist ? ` · ${s.specialist_name}` : ""}
                    </Text>
                  ) : (
                    <VisuallyHidden>
                      {SCHEDULE_TYPE_LABELS[s.type]}
                      {showSpecialist ? ` · ${s.specialist_name}` : ""}
                    </VisuallyHidden>
                  )}
                </UnstyledButton>
              ))}
            </Box>
          ))}
        </Box>
      </ScrollArea>
    </Box>
  );
}
