import { Badge, Card, Grid, Group, Stack, Title } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { createFileRoute } from "@tanstack/react-router";
import { InfoItem } from "../../components/InfoItem";
import { PageHeader } from "../../components/PageHeader";
import { ErrorState, LoadingState } from "../../components/states";
import { roleLabel } from "../../features/layout/UserMenu";
import { myProfileQuery } from "../../features/session/session.queries";
import { AvatarUploader } from "../../features/users/AvatarUploader";
import { ChangePasswordForm } from "../../features/users/ChangePasswordForm";
import { ProfileDataForm } from "../../features/users/ProfileDataForm";
import { formatCnpj, formatCpf, formatDate } from "../../lib/format";

export const Route = createFileRoute("/_app/profile")({
  component: ProfilePage,
});

function ProfilePage() {
  const query = useQuery(myProfileQuery());
  return (
    <>
      <PageHeader title="Meu perfil" description="Seus dados de acesso, foto e senha." />
      {query.isPending ? (
        <LoadingState label="Carregando seu perfil..." />
      ) : query.isError ? (
        <ErrorState error={query.error} onRetry={() => void query.refetch()} />
      ) : (
        <Stack gap="lg">
          <Card withBorder radius="md" padding="lg">
            <Grid gap="lg" align="center">
              <Grid.Col span={{ base: 12, md: 5 }}>
                <AvatarUploader user={query.data} />
              </Grid.Col>
              <Grid.Col span={{ base: 12, md: 7 }}>
                <Grid gap="md">
                  <Grid.Col span={{ base: 12, xs: 6 }}>
                    <InfoItem label="E-mail">{query.data.email}</InfoItem>
                  </Grid.Col>
                  <Grid.Col span={{ base: 12, xs: 6 }}>
                    <InfoItem label="Perfis">
                      <Group gap={4} component="span">
                        {query.data.roles.map((r) => (
                          <Badge key={r} variant="light" size="sm">
                            {roleLabel(r)}
                          </Badge>
                        ))}
                      </Group>
                    </InfoItem>
                  </Grid.Col>
                  <Grid.Col span={{ base: 6, xs: 4 }}>
                    <InfoItem label="CPF">{formatCpf(query.data.cpf)}</InfoItem>
                  </Grid.Col>
                  <Grid.Col span={{ base: 6, xs: 4 }}>
                    <InfoItem label="CRECI">{query.data.creci}</InfoItem>
                  </Grid.Col>
                  <Grid.Col span={{ base: 12, xs: 4 }}>
                    <InfoItem label="CNPJ">{formatCnpj(query.data.cnpj)}</InfoItem>
                  </Grid.Col>
                  <Grid.Col span={12}>
                    <InfoItem label="Cadastro desde">{formatDate(query.data.createdAt)}</InfoItem>
                  </Grid.Col>
                </Grid>
              </Grid.Col>
            </Grid>
          </Card>
          <Card withBorder radius="md" padding="lg">
            <Title order={2} fz="lg" mb="md">
              Dados pessoais
            </Title>
            <ProfileDataForm key={query.data.updatedAt} user={query.data} />
          </Card>
          <Card withBorder radius="md" padding="lg">
            <Title order={2} fz="lg" mb="md">
              Alterar senha
            </Title>
            <ChangePasswordForm />
          </Card>
        </Stack>
      )}
    </>
  );
}
