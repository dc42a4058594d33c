/**
 * What a lead's and a sale's documents share (decision 067): each replacement keeps the older version as a row of
 * the same chain (`versionOfId` = the first version), and every version names who sent it and who replaced it.
 */
import type { PrismaClient } from "@portal/db/client";

export type FilePerson = { id: string; fullName: string };

interface VersionedRow {
  id: string;
  versionOfId: string | null;
  replacedAt: Date | null;
  uploadedById: string | null;
  replacedByUserId: string | null;
}
export type WithPeople<T> = T & { uploadedBy: FilePerson | null; replacedBy: FilePerson | null };

/** The rows with the people who sent and replaced them (one query for all of them). */
export async function withFilePeople<T extends VersionedRow>(db: PrismaClient, rows: T[]): Promise<WithPeople<T>[]> {
  const ids = [
    ...new Set(rows.flatMap((r) => [r.uploadedById, r.replacedByUserId]).filter((id): id is string => !!id)),
  ];
  const users = ids.length
    ? await db.user.findMany({ where: { id: { in: ids } }, select: { id: true, fullName: true } })
    : [];
  const byId = new Map(users.map((u) => [u.id, u]));
  const person = (id: string | null) => (id ? (byId.get(id) ?? null) : null);
  return rows.map((r) => ({ ...r, uploadedBy: person(r.uploadedById), replacedBy: person(r.replacedByUserId) }));
}

/** Current files (never replaced, in the order given) with their earlier versions, the newest replaced first. */
export function groupFileVersions<T extends VersionedRow>(rows: T[]): (T & { versions: T[] })[] {
  const olderByRoot = new Map<string, T[]>();
  for (const r of rows) {
    if (!r.replacedAt) continue;
    const root = r.versionOfId ?? r.id;
    olderByRoot.set(root, [...(olderByRoot.get(root) ?? []), r]);
  }
  for (const list of olderByRoot.values()) {
    list.sort((a, b) => (b.replacedAt?.getTime() ?? 0) - (a.replacedAt?.getTime() ?? 0));
  }
  return rows
    .filter((r) => !r.replacedAt)
    .map((r) => ({ ...r, versions: olderByRoot.get(r.versionOfId ?? r.id) ?? [] }));
}
