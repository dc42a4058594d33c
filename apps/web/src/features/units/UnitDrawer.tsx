import { Drawer, Group, Loader, Text } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { ErrorState } from "../../components/states";
import { UnitDrawerBody } from "./UnitDrawerBody";
import type { MirrorUser } from "./unit-actions";
import { unitQuery } from "./units.queries";

export function UnitDrawer({
  unitId,
  enterpriseId,
  me,
  onClose,
}: {
  unitId: string | undefined;
  enterpriseId: string;
  me: MirrorUser;
  onClose: () => void;
}) {
  const unit = useQuery({ ...unitQuery(unitId ?? ""), enabled: Boolean(unitId) });
  const title = unit.data ? `Unidade ${unit.data.number} · ${unit.data.tower_name}` : "Unidade";
  return (
    <Drawer
      opened={Boolean(unitId)}
      onClose={onClose}
      position="right"
      size="lg"
      title={<Text fw={700}>{title}</Text>}
      data-testid="unit-drawer"
    >
      {unitId &&
        (unit.isPending ? (
          <Group justify="center" py="xl">
            <Loader />
          </Group>
        ) : unit.isError ? (
          <ErrorState error={unit.error} onRetry={() => void unit.refetch()} />
        ) : (
          <UnitDrawerBody unit={unit.data} enterpriseId={enterpriseId} me={me} />
        ))}
    </Drawer>
  );
}
