import { Button, Card, Stack } from "@mantine/core";
import { useDisclosure } from "@mantine/hooks";
import { canManageRoulettes, canReadRoulettes } from "@portal/contracts/policy";
import { IconPlus, IconRoute, IconZoomQuestion } from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import { createFileRoute, Link } from "@tanstack/react-router";
import { PageHeader } from "../../../components/PageHeader";
import { EmptyResult, ErrorState, LoadingState } from "../../../components/states";
import { enterprisesQuery } from "../../../features/leads/lookups.queries";
import { RouletteFormModal } from "../../../features/roulettes/RouletteFormModal";
import { RoulettesTable } from "../../../features/roulettes/RoulettesTable";
import { roulettesListQuery } from "../../../features/roulettes/roulettes.queries";
import { requireRole } from "../../../features/session/guards";

/** Roulette administration: admins and coordinators manage, specialists read. */
export const Route = createFileRoute("/_app/roulettes/")({
  beforeLoad: ({ context }) => requireRole(canReadRoulettes(context.session.roles)),
  component: RoulettesPage,
});

function RoulettesPage() {
  const { session } = Route.useRouteContext();
  const canManage = canManageRoulettes(session.roles) && !session.user.read_only;
  const query = useQuery(roulettesListQuery());
  const enterprises = useQuery(enterprisesQuery());
  const enterpriseNames = new Map((enterprises.data ?? []).map((e) => [e._id, e.name]));
  const [createOpened, createModal] = useDisclosure(false);

  return (
    <>
      <PageHeader
        title="Roletas"
        description="Distribuição automática de leads entre os especialistas disponíveis."
        actions={
          canManage && (
            <>
              <Button
                variant="default"
                component={Link}
                to="/roulettes/why"
                leftSection={<IconZoomQuestion size={16} />}
              >
                Por que recebeu este lead?
              </Button>
              <Button leftSection={<IconPlus size={16} />} onClick={createModal.open}>
                Nova roleta
              </Button>
            </>
          )
        }
      />
      <Stack gap="md">
        <Card withBorder radius="md" padding={0}>
          {query.isPending ? (
            <LoadingState label="Carregando roletas..." />
          ) : query.isError ? (
            <Stack p="md">
              <ErrorState error={query.error} onRetry={() => void query.refetch()} />
            </Stack>
          ) : query.data.length === 0 ? (
            <EmptyResult
              icon={<IconRoute size={28} />}
              title="Nenhuma roleta cadastrada"
              description={canManage ? "Crie uma roleta para distribuir os leads automaticamente." : undefined}
            />
          ) : (
            <RoulettesTable roulettes={query.data} enterpriseNames={enterpriseNames} canManage={canManage} />
          )}
        </Card>
      </Stack>
      <RouletteFormModal opened={createOpened} onClose={createModal.close} />
    </>
  );
}
