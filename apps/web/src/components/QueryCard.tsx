import { Card, Group, Title } from "@mantine/core";
import type { UseQueryResult } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { ErrorState, LoadingState } from "./states";

/**
 * A titled section card of a detail screen fed by one query: loading, error with retry, or the content, with an
 * optional action beside the title.
 */
export function QueryCard<T>({
  title,
  action,
  query,
  testId,
  children,
}: {
  title: ReactNode;
  action?: ReactNode;
  query: UseQueryResult<T>;
  testId?: string;
  children: (data: T) => ReactNode;
}) {
  return (
    <Card withBorder radius="md" padding="md" data-testid={testId}>
      <Group justify="space-between" mb="sm">
        <Title order={2} size="h4">
          {title}
        </Title>
        {action}
      </Group>
      {query.isPending ? (
        <LoadingState />
      ) : query.isError ? (
        <ErrorState error={query.error} onRetry={() => void query.refetch()} />
      ) : (
        children(query.data)
      )}
    </Card>
  );
}
