import { Group } from "@mantine/core";
import type { StatusCounts } from "./mirror-grid";
import { MIRROR_STATUS_COLORS, MIRROR_STATUS_LABELS, MIRROR_STATUSES, type MirrorStatus } from "./unit-status";

/** The colour legend with counts; a tap filters by that status (toggles). */
export function MirrorLegend({
  counts,
  active,
  onToggle,
}: {
  counts: StatusCounts;
  active: readonly MirrorStatus[];
  onToggle: (status: MirrorStatus) => void;
}) {
  return (
    <Group gap="xs" role="group" aria-label="Legenda de status">
      {MIRROR_STATUSES.map((s) => {
        const c = MIRROR_STATUS_COLORS[s];
        return (
          <button
            key={s}
            type="button"
            className="mirror-legend-item"
            aria-pressed={active.includes(s)}
            data-testid={`legend-${s}`}
            onClick={() => onToggle(s)}
          >
            <span className="mirror-legend-swatch" style={{ background: c.bg, borderColor: c.border }} />
            {MIRROR_STATUS_LABELS[s]}
            <strong>{counts[s]}</strong>
          </button>
        );
      })}
    </Group>
  );
}
