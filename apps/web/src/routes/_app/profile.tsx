import { Badge, Card, Grid, Group, Stack, Text, Title } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { createFileRoute } from "@tanstack/react-router";
import type { ReactNode } from "react";
import { PageHeader } from "../../components/PageHeader";
import { ErrorState, LoadingState } from "../../components/states";
import { roleLabel } from "../../features/layout/UserMenu";
import { AvatarUploader } from "../../features/profile/AvatarUploader";
import { ChangePasswordForm } from "../../features/profile/ChangePasswordForm";
import { ProfileDataForm } from "../../features/profile/ProfileDataForm";
import { myProfileQuery } from "../../features/session/session.queries";
import { formatCnpj, formatCpf, formatDate } from "../../lib/format";

export const Route = createFileRoute("/_app/profile")({
  component: ProfilePage,
});

function Info({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap={2}>
      <Text size="xs" c="dimmed" fw={600} tt="uppercase">
        {label}
      </Text>
      <Text size="sm">{children || "—"}</Text>
    </Stack>
  );
}

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
            <Grid gutter="lg" align="center">
              <Grid.Col span={{ base: 12, md: 5 }}>
                <AvatarUploader user={query.data} />
              </Grid.Col>
              <Grid.Col span={{ base: 12, md: 7 }}>
                <Grid gutter="md">
                  <Grid.Col span={{ base: 12, xs: 6 }}>
                    <Info label="E-mail">{query.data.email}</Info>
                  </Grid.Col>
                  <Grid.Col span={{ base: 12, xs: 6 }}>
                    <Info label="Perfis">
                      <Group gap={4} component="span">
                        {query.data.roles.map((r) => (
                          <Badge key={r} variant="light" size="sm">
                            {roleLabel(r)}
                          </Badge>
                        ))}
                      </Group>
                    </Info>
                  </Grid.Col>
                  <Grid.Col span={{ base: 6, xs: 4 }}>
                    <Info label="CPF">{formatCpf(query.data.cpf)}</Info>
                  </Grid.Col>
                  <Grid.Col span={{ base: 6, xs: 4 }}>
                    <Info label="CRECI">{query.data.creci}</Info>
                  </Grid.Col>
                  <Grid.Col span={{ base: 12, xs: 4 }}>
                    <Info label="CNPJ">{formatCnpj(query.data.cnpj)}</Info>
                  </Grid.Col>
                  <Grid.Col span={12}>
                    <Info label="Cadastro desde">{formatDate(query.data.createdAt)}</Info>
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
