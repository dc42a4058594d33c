import { Button, Card, Group, Stack } from "@mantine/core";
import { canAccessSection } from "@portal/contracts/policy";
import { IconDownload, IconFileSpreadsheet, IconUserPlus } from "@tabler/icons-react";
import { useMutation, useQuery } from "@tanstack/react-query";
import { ListPagination, ListResults } from "../../components/ListResults";
import { PageHeader } from "../../components/PageHeader";
import { notifyError, notifySuccess } from "../../lib/notify";
import { patchSearch } from "../../lib/search-params";
import { NoStandChosen } from "./NoStandChosen";
import { RegisterFilters } from "./RegisterFilters";
import { RegisterList } from "./RegisterList";
import { downloadRegister, downloadSiteSurveys, registerListQuery } from "./register.queries";
import {
  type RegisterFilters as Filters,
  hasRegisterFilters,
  REGISTER_PAGE_SIZE,
  type RegisterSearch,
  toRegisterFilterQuery,
  toRegisterQuery,
} from "./register-search";
import { myPresenceQuery } from "./stand.queries";
import { VisitDetailsDrawer } from "./VisitDetailsDrawer";

type SearchUpdate = (prev: RegisterSearch) => RegisterSearch;

/**
 * The visitor register: a receptionist sees the visits of the stand they checked in at; coordinators, admins and
 * marketing every stand. Filters in the URL; the open visit too (?visit=), so the back button closes it.
 */
export function RegisterPage({
  roles,
  everyStand,
  canExportReports,
  search,
  onSearch,
}: {
  roles: readonly string[];
  everyStand: boolean;
  canExportReports: boolean;
  search: RegisterSearch;
  onSearch: (next: SearchUpdate, replace: boolean) => void;
}) {
  const presence = useQuery({ ...myPresenceQuery(), enabled: !everyStand });
  const query = useQuery(registerListQuery(toRegisterQuery(search)));
  const filtered = hasRegisterFilters(search);
  const page = search.page ?? 1;
  const setFilters = (patch: Partial<Filters>) => onSearch((prev) => patchSearch(prev, patch) as RegisterSearch, true);

  const exportRegister = useMutation({
    mutationFn: () => downloadRegister(toRegisterFilterQuery(search)),
    onSuccess: () => notifySuccess("Planilha do registro de visitas gerada."),
    onError: (error) => notifyError(error, "Planilha não gerada"),
    // This screen's own toast names what failed; the global one would say it a second time.
    meta: { inlineError: true },
  });
  const exportReports = useMutation({
    mutationFn: () => downloadSiteSurveys(toRegisterFilterQuery(search)),
    onSuccess: () => notifySuccess("Planilha das fichas de atendimento gerada."),
    onError: (error) => notifyError(error, "Planilha não gerada"),
    // This screen's own toast names what failed; the global one would say it a second time.
    meta: { inlineError: true },
  });

  if (!everyStand && presence.isSuccess && !presence.data.presence)
    return <NoStandChosen title="Registro de visitas" />;
  const standName = presence.data?.presence?.enterprise.name;
  const empty = query.data?.pagination.total === 0;

  return (
    <>
      <PageHeader
        title="Registro de visitas"
        description={
          everyStand
            ? "Todas as visitas aos plantões: quem veio, quem atendeu e como foi."
            : standName
              ? `Visitas do plantão ${standName}: quem veio, quem atendeu e como foi.`
              : "Visitas do seu plantão: quem veio, quem atendeu e como foi."
        }
        actions={
          <Group gap="xs">
            <Button
              variant="default"
              leftSection={<IconDownload size={16} />}
              loading={exportRegister.isPending}
              disabled={empty}
              onClick={() => exportRegister.mutate()}
            >
              Exportar visitas
            </Button>
            {canExportReports && (
              <Button
                variant="default"
                leftSection={<IconFileSpreadsheet size={16} />}
                loading={exportReports.isPending}
                onClick={() => exportReports.mutate()}
              >
                Exportar fichas
              </Button>
            )}
          </Group>
        }
      />
      <Stack gap="md">
        <Card withBorder radius="md" padding="md">
          <RegisterFilters search={search} everyStand={everyStand} onChange={setFilters} />
        </Card>
        <ListResults
          query={query}
          loadingLabel="Carregando visitas..."
          empty={{
            icon: <IconUserPlus size={28} />,
            title: filtered ? "Nenhuma visita encontrada" : "Nenhuma visita registrada",
            description: filtered ? "Ajuste os filtros ou limpe-os para ver todas." : undefined,
          }}
          filtered={filtered}
          onClearFilters={() => onSearch(() => ({}), true)}
        >
          {(data) => (
            <RegisterList
              visits={data.payload}
              everyStand={everyStand}
              onOpen={(visit) => onSearch((prev) => ({ ...prev, visit }), false)}
            />
          )}
        </ListResults>
        <ListPagination
          total={query.data?.pagination.total ?? 0}
          page={page}
          pageSize={REGISTER_PAGE_SIZE}
          noun={["visita", "visitas"]}
          onPageChange={(p) => onSearch((prev) => ({ ...prev, page: p === 1 ? undefined : p }), false)}
        />
      </Stack>
      <VisitDetailsDrawer
        visitId={search.visit}
        canOpenLead={canAccessSection(roles, "leads")}
        onClose={() => onSearch((prev) => ({ ...prev, visit: undefined }), true)}
      />
    </>
  );
}
