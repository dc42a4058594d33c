import { Alert, Card } from "@mantine/core";
import { landingRoute } from "@portal/contracts/policy";
import { IconInfoCircle } from "@tabler/icons-react";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { createFileRoute, redirect, useNavigate } from "@tanstack/react-router";
import { PageHeader } from "../../../components/PageHeader";
import { ErrorState, LoadingState } from "../../../components/states";
import { myProfileQuery } from "../../../features/session/session.queries";
import { CompleteRegistrationForm } from "../../../features/users/CompleteRegistrationForm";
import { storeOwnProfile } from "../../../features/users/profile.api";
import { notifySuccess } from "../../../lib/notify";

/** Spec 2/4: forced for partner brokers and agents whose registration is incomplete. */
export const Route = createFileRoute("/_app/updatesignup/$userId")({
  beforeLoad: ({ context, params }) => {
    const { user, roles } = context.session;
    if (user.is_registration_complete) throw redirect({ to: landingRoute(roles) });
    if (params.userId !== user._id) throw redirect({ to: "/updatesignup/$userId", params: { userId: user._id } });
  },
  component: UpdateSignupPage,
});

function UpdateSignupPage() {
  const query = useQuery(myProfileQuery());
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return (
    <>
      <PageHeader
        title="Complete seu cadastro"
        description="Para acessar o portal, informe seus documentos e endereço."
      />
      <Alert color="brand" variant="light" icon={<IconInfoCircle size={18} />} mb="lg">
        Seu acesso às seções do portal será liberado assim que o cadastro for concluído.
      </Alert>
      <Card withBorder radius="md" padding="lg">
        {query.isPending ? (
          <LoadingState />
        ) : query.isError ? (
          <ErrorState error={query.error} onRetry={() => void query.refetch()} />
        ) : (
          <CompleteRegistrationForm
            user={query.data}
            onDone={async (user) => {
              storeOwnProfile(queryClient, user);
              notifySuccess("Cadastro concluído. Bem-vindo ao Portal de Vendas!");
              await navigate({ to: landingRoute(user.roles) });
            }}
          />
        )}
      </Card>
    </>
  );
}
