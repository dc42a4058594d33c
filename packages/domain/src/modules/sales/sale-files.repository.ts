import type { PrismaClient, SaleFile } from "@portal/db/client";
import { groupFileVersions, type WithPeople, withFilePeople } from "../files/file-versions.repository";

/** One stored row of a sale's document (the Prisma row type stays in this file). */
export type StoredSaleFile = SaleFile;
/** One stored version of a sale's document, with who sent it and, once replaced, who replaced it. */
export type SaleFileVersionRecord = WithPeople<SaleFile>;
/** A current sale file with the versions it replaced, newest first (decision 067). */
export type SaleFileRecord = SaleFileVersionRecord & { versions: SaleFileVersionRecord[] };

/** Documents of a sale (sale_files); the bytes live in the file storage under storage_key. */
export class SaleFilesRepository {
  constructor(private readonly db: PrismaClient) {}

  async create(f: {
    saleId: string;
    fileType: string;
    storageKey: string;
    fileName: string;
    mimeType: string;
    size: number;
    uploadedById: string;
    versionOfId?: string | null;
  }): Promise<SaleFileRecord> {
    const [row] = await withFilePeople(this.db, [await this.db.saleFile.create({ data: f })]);
    return { ...(row as SaleFileVersionRecord), versions: [] };
  }

  /** The sale's current files, each with the versions it replaced. */
  async list(saleId: string): Promise<SaleFileRecord[]> {
    const rows = await this.db.saleFile.findMany({
      where: { saleId },
      orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    });
    return this.assemble(rows);
  }

  /** Any version of a sale's file (a replaced one stays downloadable). */
  find(saleId: string, id: string): Promise<StoredSaleFile | null> {
    return this.db.saleFile.findFirst({ where: { id, saleId } });
  }

  /** The current file of the document this version belongs to, with its versions. */
  async current(saleId: string, id: string): Promise<SaleFileRecord | null> {
    return (await this.assemble(await this.chain(saleId, id)))[0] ?? null;
  }

  /** Every version of the document this file belongs to (the current one included). */
  async chain(saleId: string, id: string): Promise<SaleFile[]> {
    const row = await this.find(saleId, id);
    if (!row) return [];
    const root = row.versionOfId ?? row.id;
    return this.db.saleFile.findMany({ where: { saleId, OR: [{ id: root }, { versionOfId: root }] } });
  }

  /** Marks a current file as replaced; false when it is not (any more) current (the race's referee). */
  async markReplaced(saleId: string, id: string, userId: string): Promise<boolean> {
    const { count } = await this.db.saleFile.updateMany({
      where: { id, saleId, replacedAt: null },
      data: { replacedAt: new Date(), replacedByUserId: userId },
    });
    return count === 1;
  }

  async deleteMany(ids: readonly string[]): Promise<number> {
    const { count } = await this.db.saleFile.deleteMany({ where: { id: { in: [...ids] } } });
    return count;
  }

  private async assemble(rows: SaleFile[]): Promise<SaleFileRecord[]> {
    return groupFileVersions(await withFilePeople(this.db, rows));
  }
}
