import { Badge, Card, Grid, Group, Stack, Title } from "@mantine/core";
import { formatPhone } from "@portal/contracts/phone";
import { canManageUsers } from "@portal/contracts/policy";
import { canEditUser } from "@portal/contracts/role-tiers";
import { useQuery } from "@tanstack/react-query";
import { createFileRoute } from "@tanstack/react-router";
import { InfoItem } from "../../../../components/InfoItem";
import { PageHeader } from "../../../../components/PageHeader";
import { ErrorState, LoadingState } from "../../../../components/states";
import { requireRole } from "../../../../features/session/guards";
import { DeactivateUserButton } from "../../../../features/users/DeactivateUserButton";
import { EditUserForm } from "../../../../features/users/EditUserForm";
import { userQuery } from "../../../../features/users/users.queries";
import { formatCnpj, formatCpf, formatDateTime } from "../../../../lib/format";

export const Route = createFileRoute("/_app/admin/users/$userId")({
  beforeLoad: ({ context }) => requireRole(canManageUsers(context.session.roles)),
  staticData: { showBack: true },
  component: EditUserPage,
});

function EditUserPage() {
  const { userId } = Route.useParams();
  const { session } = Route.useRouteContext();
  const query = useQuery(userQuery(userId));
  const isSelf = userId === session.user._id;

  if (query.isPending) return <LoadingState label="Carregando usuário..." />;
  if (query.isError) {
    return (
      <>
        <PageHeader title="Usuário" />
        <ErrorState error={query.error} onRetry={() => void query.refetch()} />
      </>
    );
  }
  const user = query.data;
  return (
    <>
      <PageHeader
        title={user.full_name}
        description={user.email}
        actions={
          <Group gap="xs">
            <Badge color={user.active ? "teal" : "gray"} variant="light">
              {user.active ? "Ativo" : "Inativo"}
            </Badge>
            {user.active && !isSelf && canEditUser(session.roles, user.roles) && <DeactivateUserButton user={user} />}
          </Group>
        }
      />
      <Stack gap="lg">
        <Card withBorder radius="md" padding="lg">
          <Title order={2} fz="lg" mb="md">
            Acesso
          </Title>
          <EditUserForm key={user.updatedAt} user={user} isSelf={isSelf} actorRoles={session.roles} />
        </Card>
        <Card withBorder radius="md" padding="lg">
          <Title order={2} fz="lg" mb="md">
            Dados cadastrais
          </Title>
          <Grid gap="md">
            <Grid.Col span={{ base: 6, sm: 3 }}>
              <InfoItem label="CPF">{formatCpf(user.cpf)}</InfoItem>
            </Grid.Col>
            <Grid.Col span={{ base: 6, sm: 3 }}>
              <InfoItem label="CNPJ">{formatCnpj(user.cnpj)}</InfoItem>
            </Grid.Col>
            <Grid.Col span={{ base: 6, sm: 3 }}>
              <InfoItem label="Celular">{formatPhone(user.phone)}</InfoItem>
            </Grid.Col>
            <Grid.Col span={{ base: 6, sm: 3 }}>
              <InfoItem label="CRECI">{user.creci}</InfoItem>
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 6 }}>
              <InfoItem label="Cadastro completo">{user.is_registration_complete ? "Sim" : "Não"}</InfoItem>
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 6 }}>
              <InfoItem label="Última atualização">{formatDateTime(user.updatedAt)}</InfoItem>
            </Grid.Col>
          </Grid>
        </Card>
      </Stack>
    </>
  );
}
