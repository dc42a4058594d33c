import { Button } from "@mantine/core";
import { IconFileSpreadsheet } from "@tabler/icons-react";
import { useMutation } from "@tanstack/react-query";
import { saveBlob } from "../../lib/api-client";
import { formatNumber } from "../../lib/format";
import { notifySuccess } from "../../lib/notify";
import { columnsToCsv, csvFileName, EXPORT_MAX_ROWS, fetchAllRows, type ListPage } from "./csv";
import type { ListColumn } from "./list-columns";

export interface CsvExport<T> {
  /** The file's name before the day ("usuarios" -> usuarios-2026-11-28.csv). */
  fileName: string;
  /** One page of the list with the screen's current filters and sort. */
  fetchPage: (page: { skip: number; limit: number }) => Promise<ListPage<T>>;
}

/** "Exportar CSV": every row of the current filter (not only the page shown), in the columns of the screen. */
export function ExportCsvButton<T>({ columns, csv }: { columns: readonly ListColumn<T>[]; csv: CsvExport<T> }) {
  const exportCsv = useMutation({
    mutationFn: async () => {
      const { rows, total, truncated } = await fetchAllRows(csv.fetchPage);
      saveBlob(new Blob([columnsToCsv(columns, rows)], { type: "text/csv;charset=utf-8" }), csvFileName(csv.fileName));
      return { count: rows.length, total, truncated };
    },
    // Errors: the query client's global handler shows the toast.
    onSuccess: ({ count, total, truncated }) =>
      notifySuccess(
        truncated
          ? `Exportadas as primeiras ${formatNumber(EXPORT_MAX_ROWS)} de ${formatNumber(total)} linhas. Refine os filtros para exportar o restante.`
          : `${formatNumber(count)} ${count === 1 ? "linha exportada" : "linhas exportadas"}.`,
      ),
  });
  return (
    <Button
      variant="default"
      size="xs"
      leftSection={<IconFileSpreadsheet size={14} />}
      loading={exportCsv.isPending}
      onClick={() => exportCsv.mutate()}
    >
      Exportar CSV
    </Button>
  );
}
