import type { PrismaClient, SaleFile } from "@portal/db/client";

/** A stored sale file as services and routes see it (the Prisma row type stays in this file). */
export type SaleFileRecord = SaleFile;

/** Documents of a sale (sale_files); the bytes live in the file storage under storage_key. */
export class SaleFilesRepository {
  constructor(private readonly db: PrismaClient) {}

  create(f: {
    saleId: string;
    fileType: string;
    storageKey: string;
    fileName: string;
    mimeType: string;
    size: number;
    uploadedById: string;
  }): Promise<SaleFileRecord> {
    return this.db.saleFile.create({ data: f });
  }

  list(saleId: string): Promise<SaleFileRecord[]> {
    return this.db.saleFile.findMany({ where: { saleId }, orderBy: [{ createdAt: "desc" }, { id: "desc" }] });
  }

  find(saleId: string, id: string): Promise<SaleFileRecord | null> {
    return this.db.saleFile.findFirst({ where: { id, saleId } });
  }

  async delete(id: string): Promise<boolean> {
    const { count } = await this.db.saleFile.deleteMany({ where: { id } });
    return count === 1;
  }
}
