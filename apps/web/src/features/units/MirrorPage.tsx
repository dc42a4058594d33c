import { Badge, Button, Card, Collapse, Group, Stack, Text, Tooltip, VisuallyHidden } from "@mantine/core";
import { useDisclosure } from "@mantine/hooks";
import { INDEX_TYPE_LABELS } from "@portal/contracts/inventory-enums";
import {
  IconAdjustmentsHorizontal,
  IconBuildingSkyscraper,
  IconChevronDown,
  IconChevronUp,
  IconWifi,
  IconWifiOff,
} from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import { useCallback, useMemo } from "react";
import { PageHeader } from "../../components/PageHeader";
import { EmptyResult, ErrorState, LoadingState } from "../../components/states";
import { formatDateTime } from "../../lib/format";
import { SM_UP, useMedia } from "../../lib/use-media";
import { MirrorDownloads } from "./MirrorDownloads";
import { MirrorFilters } from "./MirrorFilters";
import { MirrorGrid } from "./MirrorGrid";
import { MirrorLegend } from "./MirrorLegend";
import {
  activeMirrorFilterCount,
  hasMirrorFilters,
  type MirrorSearch,
  matchingUnitIds,
  toMirrorFilters,
} from "./mirror-filters";
import { allUnits, countByStatus, mirrorRanges } from "./mirror-grid";
import { UnitDrawer } from "./UnitDrawer";
import type { MirrorStatus } from "./unit-status";
import { MIRROR_POLL_MS, mirrorQuery } from "./units.queries";
import { useMirrorLive } from "./useMirrorLive";

/**
 * The sales mirror of one enterprise (GET /enterprises/{id}/mirror, one call): legend with counts,
 * filters in the URL, the towers grid and the unit drawer (?unit=). Live through the websocket's
 * unit.changed events; polls every few seconds while the socket is down.
 */
export function MirrorPage({
  enterpriseId,
  search,
  me,
  onSearch,
}: {
  enterpriseId: string;
  search: MirrorSearch;
  me: { id: string; roles: readonly string[] };
  onSearch: (patch: Partial<MirrorSearch>, replace?: boolean) => void;
}) {
  const live = useMirrorLive(enterpriseId);
  // Phones: the filters would fill the first screen, so they wait behind a "Filtros" toggle.
  const wide = useMedia(SM_UP);
  const [filtersOpened, filtersToggle] = useDisclosure(false);
  const query = useQuery(mirrorQuery(enterpriseId, live));
  const { status, bedrooms, area_min, area_max, price_min, price_max } = search;
  // Only the filter fields: opening a unit (?unit=) must not recompute the matching set.
  const filters = useMemo(
    () => toMirrorFilters({ status, bedrooms, area_min, area_max, price_min, price_max }),
    [status, bedrooms, area_min, area_max, price_min, price_max],
  );
  const mirror = query.data;
  const stats = useMemo(() => {
    if (!mirror) return null;
    const units = [...allUnits(mirror.towers)];
    return { counts: countByStatus(units), ranges: mirrorRanges(units), total: units.length };
  }, [mirror]);
  const matching = useMemo(
    () => (mirror ? matchingUnitIds(allUnits(mirror.towers), filters) : null),
    [mirror, filters],
  );
  const onSelect = useCallback((unitId: string) => onSearch({ unit: unitId }, false), [onSearch]);
  const toggleStatus = (s: MirrorStatus) => {
    const next = filters.statuses.includes(s) ? filters.statuses.filter((x) => x !== s) : [...filters.statuses, s];
    onSearch({ status: next.length > 0 ? next.join(",") : undefined });
  };

  const header = (
    <PageHeader
      title={mirror ? `Espelho · ${mirror.enterprise.name}` : "Espelho de vendas"}
      description={
        mirror && (
          <Group gap="xs" component="span">
            <span>{stats?.total ?? 0} unidades</span>
            {mirror.enterprise.index_type && <span>· Índice {INDEX_TYPE_LABELS[mirror.enterprise.index_type]}</span>}
            <span>· Atualizado {formatDateTime(mirror.generatedAt)}</span>
          </Group>
        )
      }
      actions={
        <Group gap="sm">
          <MirrorDownloads enterpriseId={enterpriseId} />
          <Tooltip
            label={
              live
                ? "Atualiza sozinho quando uma unidade muda."
                : `Sem conexão em tempo real: atualizando a cada ${MIRROR_POLL_MS / 1000} s.`
            }
          >
            <Badge
              variant="light"
              color={live ? "teal" : "gray"}
              leftSection={live ? <IconWifi size={14} /> : <IconWifiOff size={14} />}
              data-testid="mirror-live"
              data-live={live}
            >
              {live ? "Ao vivo" : "Atualização periódica"}
            </Badge>
          </Tooltip>
        </Group>
      }
    />
  );

  if (query.isPending)
    return (
      <>
        {header}
        <LoadingState label="Carregando o espelho..." />
      </>
    );
  if (query.isError)
    return (
      <>
        {header}
        <ErrorState error={query.error} onRetry={() => void query.refetch()} />
      </>
    );

  const data = query.data;
  return (
    <>
      {header}
      <Stack gap="md">
        {stats && stats.total > 0 && (
          <>
            <Card withBorder radius="md" padding="md">
              <Stack gap="sm">
                <MirrorLegend counts={stats.counts} active={filters.statuses} onToggle={toggleStatus} />
                {!wide && (
                  <MirrorFiltersToggle
                    opened={filtersOpened}
                    active={activeMirrorFilterCount(filters)}
                    onToggle={filtersToggle.toggle}
                  />
                )}
                <Collapse expanded={wide || filtersOpened} id="filtros-espelho">
                  <MirrorFilters
                    search={search}
                    bedroomOptions={stats.ranges.bedrooms}
                    onChange={(patch) => onSearch(patch)}
                    onClear={() =>
                      onSearch({
                        status: undefined,
                        bedrooms: undefined,
                        area_min: undefined,
                        area_max: undefined,
                        price_min: undefined,
                        price_max: undefined,
                      })
                    }
                  />
                </Collapse>
              </Stack>
            </Card>
            {hasMirrorFilters(filters) && (
              <Text size="sm" c="dimmed" aria-live="polite" data-testid="mirror-matching">
                {matching?.size ?? 0} de {stats.total} unidades atendem aos filtros (as demais aparecem apagadas).
              </Text>
            )}
          </>
        )}
        {data.towers.length === 0 ? (
          <Card withBorder radius="md">
            <EmptyResult
              icon={<IconBuildingSkyscraper size={28} />}
              title="Nenhuma unidade cadastrada"
              description="As torres e unidades são geradas na etapa 2 do cadastro do empreendimento."
            />
          </Card>
        ) : (
          <MirrorGrid mirror={data} matching={matching} selectedId={search.unit} onSelect={onSelect} />
        )}
      </Stack>
      <UnitDrawer
        unitId={search.unit}
        enterpriseId={enterpriseId}
        me={me}
        onClose={() => onSearch({ unit: undefined }, false)}
      />
    </>
  );
}

function MirrorFiltersToggle({ opened, active, onToggle }: { opened: boolean; active: number; onToggle: () => void }) {
  return (
    <Button
      variant={opened ? "light" : "default"}
      fullWidth
      justify="space-between"
      leftSection={<IconAdjustmentsHorizontal size={16} />}
      rightSection={opened ? <IconChevronUp size={14} /> : <IconChevronDown size={14} />}
      onClick={onToggle}
      aria-expanded={opened}
      aria-controls="filtros-espelho"
    >
      Filtros
      {active > 0 && (
        <Badge size="sm" circle ml={6} component="span">
          {active}
          <VisuallyHidden>{active === 1 ? " ativo" : " ativos"}</VisuallyHidden>
        </Badge>
      )}
    </Button>
  );
}
