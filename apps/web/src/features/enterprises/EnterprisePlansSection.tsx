import { Card, Stack, Text, Title } from "@mantine/core";
import type { EnterprisePlanDto, PlanKind } from "@portal/contracts/enterprise-plans";
import { canManageEnterprises } from "@portal/contracts/policy";
import { IconLayoutBoardSplit } from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import { EmptyResult, ErrorState, LoadingState } from "../../components/states";
import { PlanGallery } from "./PlanGallery";
import { PlanUploadCard } from "./PlanUploadCard";
import { plansQuery } from "./plans.queries";

/** Tower plans arrive in tower order; one gallery per tower, in that order. */
export function groupByTower(
  plans: EnterprisePlanDto[],
): { towerId: string; name: string; plans: EnterprisePlanDto[] }[] {
  const groups = new Map<string, { towerId: string; name: string; plans: EnterprisePlanDto[] }>();
  for (const p of plans) {
    const id = p.tower_id ?? "";
    const group = groups.get(id) ?? { towerId: id, name: p.tower_name ?? "Sem torre", plans: [] };
    group.plans.push(p);
    groups.set(id, group);
  }
  return [...groups.values()];
}

function PlansBlock({ enterpriseId, kind, canManage }: { enterpriseId: string; kind: PlanKind; canManage: boolean }) {
  const query = useQuery(plansQuery(enterpriseId, kind));
  const towers = kind === "TOWER_PLAN";
  return (
    <Stack gap="sm">
      <Title order={3} fz="md">
        {towers ? "Plantas das torres" : "Plantas das áreas comuns"}
      </Title>
      {canManage && <PlanUploadCard enterpriseId={enterpriseId} kind={kind} />}
      {query.isPending ? (
        <LoadingState label="Carregando plantas..." />
      ) : query.isError ? (
        <ErrorState error={query.error} onRetry={() => void query.refetch()} />
      ) : query.data.payload.length === 0 ? (
        <Card withBorder radius="md">
          <EmptyResult
            icon={<IconLayoutBoardSplit size={28} />}
            title={towers ? "Nenhuma planta de torre" : "Nenhuma planta de área comum"}
            description={
              canManage
                ? "Envie imagens JPEG, PNG, WebP ou PDFs acima."
                : towers
                  ? "As plantas dos apartamentos aparecerão aqui."
                  : "Piscina, academia, salão de festas e outras áreas aparecerão aqui."
            }
          />
        </Card>
      ) : towers ? (
        groupByTower(query.data.payload).map((g) => (
          <Stack key={g.towerId} gap={6}>
            <Text fw={600} size="sm">
              {g.name}
            </Text>
            <PlanGallery plans={g.plans} canManage={canManage} />
          </Stack>
        ))
      ) : (
        <PlanGallery plans={query.data.payload} canManage={canManage} />
      )}
    </Stack>
  );
}

/** "Plantas": tower plans grouped by tower, and common-area plans; managers upload, edit and delete. */
export function EnterprisePlansSection({ enterpriseId, roles }: { enterpriseId: string; roles: readonly string[] }) {
  const canManage = canManageEnterprises(roles);
  return (
    <Stack gap="xl">
      <PlansBlock enterpriseId={enterpriseId} kind="TOWER_PLAN" canManage={canManage} />
      <PlansBlock enterpriseId={enterpriseId} kind="COMMON_AREA_PLAN" canManage={canManage} />
    </Stack>
  );
}
