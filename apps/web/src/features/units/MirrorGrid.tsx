import { Card, Group, Stack, Text, Title } from "@mantine/core";
import type { MirrorDto } from "@portal/contracts/inventory";
import { memo, useLayoutEffect, useMemo, useRef } from "react";
import { formatArea, formatCellPrice } from "./cell-format";
import { buildMirrorGrid, floorLabel, type GridTower } from "./mirror-grid";
import { MIRROR_STATUS_COLORS, MIRROR_STATUS_LABELS, mirrorStatusOf } from "./unit-status";
import "./mirror.css";

export type MirrorUnit = MirrorDto["towers"][number]["floors"][number]["units"][number];

interface CellProps {
  unit: MirrorUnit;
  dimmed: boolean;
  selected: boolean;
  onSelect: (unitId: string) => void;
}

function UnitCellView({ unit, dimmed, selected, onSelect }: CellProps) {
  const status = mirrorStatusOf(unit);
  const c = MIRROR_STATUS_COLORS[status];
  return (
    <button
      type="button"
      className="mirror-cell"
      data-testid="mirror-unit"
      data-unit-id={unit._id}
      data-status={status}
      data-dimmed={dimmed}
      data-selected={selected}
      style={{ background: c.bg, color: c.fg, borderColor: c.border }}
      onClick={() => onSelect(unit._id)}
    >
      {/* The name comes from the text, so it holds what the cell shows (axe: label-content-name-mismatch), plus
          the status, which the cell shows only as colour. Bedrooms drawn by CSS (::after): one element less. */}
      <span className="mirror-cell-number" data-bedrooms={`${unit.bedrooms}d`}>
        <span className="mirror-sr-only">Unidade </span>
        {unit.number}
      </span>
      <span className="mirror-sr-only">{MIRROR_STATUS_LABELS[status]}</span>
      <span>{formatArea(unit.private_area)}</span>
      <span>{formatCellPrice(unit.price)}</span>
    </button>
  );
}

/** Re-renders only when what the cell paints changes (a refetch parses new objects for every unit). */
const UnitCell = memo(
  UnitCellView,
  (a, b) =>
    a.dimmed === b.dimmed &&
    a.selected === b.selected &&
    a.onSelect === b.onSelect &&
    a.unit._id === b.unit._id &&
    a.unit.status === b.unit.status &&
    a.unit.suspended === b.unit.suspended &&
    a.unit.price === b.unit.price &&
    a.unit.number === b.unit.number &&
    a.unit.bedrooms === b.unit.bedrooms &&
    a.unit.private_area === b.unit.private_area,
);

const TowerGrid = memo(function TowerGrid({
  tower,
  matching,
  selectedId,
  onSelect,
}: {
  tower: GridTower<MirrorUnit>;
  matching: Set<string> | null;
  selectedId: string | undefined;
  onSelect: (unitId: string) => void;
}) {
  const shown = matching
    ? tower.rows.reduce((n, r) => n + r.cells.filter((u) => u && matching.has(u._id)).length, 0)
    : null;
  return (
    <Card withBorder radius="md" padding="sm" data-testid="mirror-tower">
      <Group justify="space-between" mb="xs">
        <Title order={2} fz="md">
          {tower.name}
        </Title>
        <Text size="xs" c="dimmed">
          {shown === null ? `${tower.total} unidades` : `${shown} de ${tower.total} unidades no filtro`}
        </Text>
      </Group>
      <div className="mirror-tower">
        <div className="mirror-grid" style={{ gridTemplateColumns: `56px repeat(${tower.columns}, 96px)` }}>
          {tower.rows.map((row) => (
            <FloorRow key={row.floor} row={row} matching={matching} selectedId={selectedId} onSelect={onSelect} />
          ))}
        </div>
      </div>
    </Card>
  );
});

function FloorRow({
  row,
  matching,
  selectedId,
  onSelect,
}: {
  row: GridTower<MirrorUnit>["rows"][number];
  matching: Set<string> | null;
  selectedId: string | undefined;
  onSelect: (unitId: string) => void;
}) {
  return (
    <>
      <div className="mirror-floor">{floorLabel(row.floor)}</div>
      {row.cells.map((unit, i) =>
        unit ? (
          <UnitCell
            key={unit._id}
            unit={unit}
            dimmed={matching !== null && !matching.has(unit._id)}
            selected={unit._id === selectedId}
            onSelect={onSelect}
          />
        ) : (
          // biome-ignore lint/suspicious/noArrayIndexKey: an empty slot has no identity but its column.
          <div key={`empty-${i}`} className="mirror-empty" aria-hidden />
        ),
      )}
    </>
  );
}

/**
 * Towers × floors × units. Layout is computed once per payload (useMemo); cells are memoised on
 * what they paint. Render-start-to-commit time: `data-first-render-ms` (the mount with every
 * cell) and `data-render-ms` (latest, e.g. a live update), so the e2e test and a benchmark can read them.
 */
export function MirrorGrid({
  mirror,
  matching,
  selectedId,
  onSelect,
}: {
  mirror: MirrorDto;
  matching: Set<string> | null;
  selectedId: string | undefined;
  onSelect: (unitId: string) => void;
}) {
  const renderStart = performance.now();
  const towers = useMemo(() => buildMirrorGrid(mirror.towers), [mirror.towers]);
  const ref = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    const ms = Math.round(performance.now() - renderStart);
    const el = ref.current;
    if (!el) return;
    // The first commit with every cell is the cost that matters; later ones (live updates) reuse memoised cells.
    if (!el.hasAttribute("data-first-render-ms")) el.setAttribute("data-first-render-ms", String(ms));
    el.setAttribute("data-render-ms", String(ms));
    (window as unknown as { __mirrorRenderMs?: number }).__mirrorRenderMs = ms;
  });
  return (
    <Stack gap="md" ref={ref} data-testid="mirror-grid">
      {towers.map((t) => (
        <TowerGrid key={t._id} tower={t} matching={matching} selectedId={selectedId} onSelect={onSelect} />
      ))}
    </Stack>
  );
}
