import type { PrismaClient } from "@portal/db/client";

/**
 * How many scans `fn` made on each named index, counted inside one transaction that is then rolled back
 * (pg_stat_get_xact_numscans). The counters include this backend's earlier transactions until they are flushed
 * (never inside a transaction block), so the difference is taken. `fn` gets the transaction's client.
 */
export async function indexScansOf<K extends string>(
  prisma: PrismaClient,
  indexes: Record<K, string>,
  fn: (tx: PrismaClient) => Promise<unknown>,
): Promise<Record<K, number>> {
  const names = Object.keys(indexes) as K[];
  const rollback = new Error("rollback");
  let scans: Record<K, number> | undefined;
  await prisma
    .$transaction(async (tx) => {
      const count = async () => {
        const rows = await tx.$queryRaw<{ n: number }[]>`
          SELECT pg_stat_get_xact_numscans(i::regclass)::int AS n
          FROM unnest(${names.map((k) => indexes[k])}::text[]) WITH ORDINALITY AS t(i, o) ORDER BY o`;
        return rows.map((r) => r.n);
      };
      const before = await count();
      await fn(tx as unknown as PrismaClient);
      const after = await count();
      scans = Object.fromEntries(names.map((k, i) => [k, (after[i] ?? 0) - (before[i] ?? 0)])) as Record<K, number>;
      throw rollback;
    })
    .catch((e) => {
      if (e !== rollback) throw e;
    });
  if (!scans) throw new Error("no scan counts");
  return scans;
}
