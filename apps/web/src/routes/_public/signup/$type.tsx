import { Alert, Anchor, Button, Grid, Stack, Text, TextInput, Title } from "@mantine/core";
import { useForm } from "@mantine/form";
import { FIELD_MSG, MSG } from "@portal/contracts/messages";
import { CRECI_FORMAT_HINT } from "@portal/contracts/partner-status";
import { landingRoute } from "@portal/contracts/policy";
import { partnerSignupBody } from "@portal/contracts/users";
import { IconAlertTriangle } from "@tabler/icons-react";
import { useMutation } from "@tanstack/react-query";
import { createFileRoute, Link, notFound, redirect, useNavigate } from "@tanstack/react-router";
import { CnpjInput, CpfInput, PhoneInput } from "../../../components/BrazilianInputs";
import { NewPasswordFields } from "../../../components/NewPasswordFields";
import { useDocumentTitle } from "../../../components/PageHeader";
import { completeSignIn } from "../../../features/session/session-lifecycle";
import { partnerSignup, SIGNUP_TYPES, type SignupType, verifyPartner } from "../../../features/users/signup.api";
import { errorMessage, UserFacingError } from "../../../lib/api-error";
import { applyServerErrors, confirmationErrors, contractValidate, optional } from "../../../lib/forms";
import { getSession } from "../../../lib/session";

function isSignupType(value: string): value is SignupType {
  return Object.hasOwn(SIGNUP_TYPES, value);
}

/** /signup/partner (corretor parceiro) and /signup/agent (agente). */
export const Route = createFileRoute("/_public/signup/$type")({
  beforeLoad: ({ params }) => {
    if (!isSignupType(params.type)) throw notFound();
    const session = getSession();
    if (session) throw redirect({ to: landingRoute(session.roles) });
  },
  staticData: { wideCard: true },
  component: SignupPage,
});

interface Values {
  full_name: string;
  email: string;
  cpf: string;
  phone: string;
  creci: string;
  cnpj: string;
  password: string;
  password_confirmation: string;
}

const toBody = (v: Values) => ({
  full_name: v.full_name,
  email: v.email,
  password: v.password,
  cpf: v.cpf,
  phone: v.phone,
  creci: optional(v.creci),
  cnpj: optional(v.cnpj),
});

function SignupPage() {
  const params = Route.useParams();
  const type: SignupType = isSignupType(params.type) ? params.type : "partner";
  const config = SIGNUP_TYPES[type];
  useDocumentTitle(config.title);
  const navigate = useNavigate();
  const form = useForm<Values>({
    initialValues: {
      full_name: "",
      email: "",
      cpf: "",
      phone: "",
      creci: "",
      cnpj: "",
      password: "",
      password_confirmation: "",
    },
    validate: contractValidate(partnerSignupBody, toBody, (v) => ({
      ...confirmationErrors(v.password, v.password_confirmation),
      // A broker works under a CRECI (the API says the same, decision 064); agents may have none.
      ...(config.role === "AGENT_PARTNER" && !v.creci.trim() ? { creci: FIELD_MSG.required } : {}),
    })),
    validateInputOnBlur: true,
  });

  const mutation = useMutation({
    mutationFn: async (values: Values) => {
      const body = partnerSignupBody.parse(toBody(values));
      // Say which field is taken before trying to create the account.
      const taken = await verifyPartner({ email: body.email, cpf: body.cpf, cnpj: body.cnpj });
      if (taken.exists) {
        form.setErrors({
          ...(taken.email ? { email: MSG.emailTaken } : {}),
          ...(taken.cpf ? { cpf: MSG.cpfTaken } : {}),
          ...(taken.cnpj ? { cnpj: MSG.cnpjTaken } : {}),
        });
        throw new UserFacingError(
          "Já existe um cadastro com estes dados. Revise os campos destacados ou entre com seu e-mail.",
        );
      }
      return partnerSignup(type, body);
    },
    meta: { inlineError: true },
    onError: (error) => applyServerErrors(form, error),
    onSuccess: async (result) => {
      completeSignIn(result);
      // New partners complete their registration next (the app guard sends them there).
      await navigate({ to: landingRoute(result.roles) });
    },
  });

  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Title order={1} fz={24}>
          {config.title}
        </Title>
        <Text c="dimmed" size="sm">
          Crie seu acesso ao portal. Depois você completa o cadastro com endereço e documentos.
        </Text>
      </Stack>
      <form noValidate onSubmit={form.onSubmit((values) => mutation.mutate(values))}>
        <Stack gap="md">
          {mutation.isError && (
            <Alert color="red" variant="light" icon={<IconAlertTriangle size={18} />} role="alert">
              {errorMessage(mutation.error)}
            </Alert>
          )}
          <Grid gap="md">
            <Grid.Col span={12}>
              <TextInput label="Nome completo" autoComplete="name" withAsterisk {...form.getInputProps("full_name")} />
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 6 }}>
              <TextInput
                label="E-mail"
                type="email"
                autoComplete="email"
                withAsterisk
                {...form.getInputProps("email")}
              />
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 6 }}>
              <PhoneInput withAsterisk {...form.getInputProps("phone")} />
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 6 }}>
              <CpfInput withAsterisk {...form.getInputProps("cpf")} />
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 6 }}>
              <TextInput
                label={config.role === "AGENT_PARTNER" ? "CRECI" : "CRECI (opcional)"}
                placeholder="12345-F/SC"
                description={CRECI_FORMAT_HINT}
                withAsterisk={config.role === "AGENT_PARTNER"}
                {...form.getInputProps("creci")}
              />
            </Grid.Col>
            <Grid.Col span={12}>
              <CnpjInput label="CNPJ da imobiliária (opcional)" {...form.getInputProps("cnpj")} />
            </Grid.Col>
          </Grid>
          <NewPasswordFields
            label="Senha"
            password={form.getInputProps("password")}
            confirmation={form.getInputProps("password_confirmation")}
          />
          <Button type="submit" fullWidth size="md" loading={mutation.isPending}>
            Criar cadastro
          </Button>
        </Stack>
      </form>
      <Text size="sm" ta="center" c="dimmed">
        Já tem cadastro?{" "}
        <Anchor renderRoot={(props) => <Link {...props} to="/login/agents" search={{ userType: config.role }} />}>
          Entrar
        </Anchor>
      </Text>
    </Stack>
  );
}
