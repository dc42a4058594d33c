/**
 * The port an export reads from (decision 073): how many rows there will be, known before the first byte, and the
 * rows in batches, read from a database cursor only as fast as the writer consumes them. `close` releases the
 * connection; writers call it when they finish, fail or are aborted.
 */
export interface ExportRows<T> {
  total: number;
  batches: AsyncIterable<T[]>;
  close(): Promise<void>;
}

/** Maps each batch (e.g. database rows to the list's DTO) without reading ahead. */
export function mapBatches<A, B>(rows: ExportRows<A>, map: (batch: A[]) => B[]): ExportRows<B> {
  return {
    total: rows.total,
    close: () => rows.close(),
    batches: (async function* () {
      for await (const batch of rows.batches) yield map(batch);
    })(),
  };
}

/** Rows already in memory as an ExportRows (small exports, tests). */
export function rowsOf<T>(rows: readonly T[], batch = 1000): ExportRows<T> {
  return {
    total: rows.length,
    close: async () => {},
    batches: (async function* () {
      for (let i = 0; i < rows.length; i += batch) yield rows.slice(i, i + batch);
    })(),
  };
}
