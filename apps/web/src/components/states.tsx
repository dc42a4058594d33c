import { Alert, Button, Center, EmptyState, Loader, Stack, Text } from "@mantine/core";
import { IconAlertTriangle, IconRefresh } from "@tabler/icons-react";
import type { ReactNode } from "react";
import { errorMessage } from "../lib/api-error";

export function LoadingState({ label = "Carregando..." }: { label?: string }) {
  return (
    <Center py="xl" role="status" aria-live="polite">
      <Stack align="center" gap="xs">
        <Loader size="md" />
        <Text size="sm" c="dimmed">
          {label}
        </Text>
      </Stack>
    </Center>
  );
}

export function ErrorState({
  error,
  onRetry,
  title = "Não foi possível carregar",
}: {
  error: unknown;
  onRetry?: () => void;
  title?: string;
}) {
  return (
    <Alert color="red" variant="light" title={title} icon={<IconAlertTriangle size={20} />} role="alert">
      <Stack gap="sm" align="flex-start">
        <Text size="sm">{errorMessage(error)}</Text>
        {onRetry && (
          <Button size="xs" variant="white" color="red" leftSection={<IconRefresh size={14} />} onClick={onRetry}>
            Tentar novamente
          </Button>
        )}
      </Stack>
    </Alert>
  );
}

export function EmptyResult({
  title,
  description,
  icon,
  children,
}: {
  title: string;
  description?: ReactNode;
  icon?: ReactNode;
  children?: ReactNode;
}) {
  return (
    <EmptyState py="xl" variant="light" title={title} description={description} icon={icon}>
      {children && <EmptyState.Actions>{children}</EmptyState.Actions>}
    </EmptyState>
  );
}
