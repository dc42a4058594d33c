import { Card, Stack } from "@mantine/core";
import type { UseQueryResult } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { PageHeader } from "../../../components/PageHeader";
import { ErrorState, LoadingState } from "../../../components/states";
import { ExportButtons } from "./ExportButtons";

/**
 * What every report screen is made of, in one place: the title with the downloads of exactly what is on screen
 * (enabled once the report answered), the filters in a card, then the report's body, or its loading and error
 * states. A screen gives its words, its filters and a body for the answer.
 */
export function ReportFrame<T>({
  title,
  description,
  download,
  filters,
  notice,
  idle,
  report,
  loadingLabel,
  children,
}: {
  title: string;
  description: string;
  /** The export endpoint and the screen's filters as its query; the file name when the API gives none. */
  download: { path: string; query: Record<string, string | undefined>; fallbackName: string };
  /** The filter bar (usually `<ReportFilters>`), shown in the card under the title. */
  filters: ReactNode;
  /** A line between the filters and the body (a narrowing the filters do not show, with its way back). */
  notice?: ReactNode;
  /** Shown instead of the report while it cannot be asked (a required filter is missing); downloads stay off. */
  idle?: ReactNode;
  report: UseQueryResult<T>;
  loadingLabel: string;
  children: (data: T) => ReactNode;
}) {
  return (
    <>
      <PageHeader
        title={title}
        description={description}
        actions={<ExportButtons {...download} disabled={Boolean(idle) || !report.isSuccess} />}
      />
      <Stack gap="md">
        <Card withBorder radius="md" padding="md">
          {filters}
        </Card>
        {notice}
        {idle ? (
          idle
        ) : report.isPending ? (
          <LoadingState label={loadingLabel} />
        ) : report.isError ? (
          <ErrorState error={report.error} onRetry={() => void report.refetch()} />
        ) : (
          children(report.data)
        )}
      </Stack>
    </>
  );
}
