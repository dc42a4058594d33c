import type { Prisma, PrismaClient } from "@portal/db/client";

export type PreSaleRow = Prisma.PreSaleGetPayload<object>;

/**
 * The pre-sale of a sale (pre_sales, one row per sale, docs/decisions/015): its print-outs and its signed scan,
 * whose bytes live in the file storage under signed_file_key. Only this file knows how it is stored.
 */
export class PreSalesRepository {
  constructor(private readonly db: PrismaClient) {}

  find(saleId: string): Promise<PreSaleRow | null> {
    return this.db.preSale.findUnique({ where: { saleId } });
  }

  /** Records a print-out (the first one creates the pre-sale row). */
  async recordPrint(saleId: string, proposalId: string, actorId: string): Promise<void> {
    const now = new Date();
    await this.db.preSale.upsert({
      where: { saleId },
      create: { saleId, proposalId, printedAt: now, printedById: actorId, printCount: 1, createdById: actorId },
      update: { printedAt: now, printedById: actorId, printCount: { increment: 1 } },
    });
  }

  /** Records the signed scan; returns the key of the file it replaces, if any. */
  async recordSigned(
    saleId: string,
    proposalId: string,
    f: { key: string; fileName: string; mimeType: string; size: number; actorId: string },
  ): Promise<string | null> {
    const current = await this.db.preSale.findUnique({ where: { saleId }, select: { signedFileKey: true } });
    const data = {
      signedFileKey: f.key,
      signedFileName: f.fileName,
      signedMimeType: f.mimeType,
      signedSize: f.size,
      signedById: f.actorId,
      signedAt: new Date(),
    };
    await this.db.preSale.upsert({
      where: { saleId },
      create: { saleId, proposalId, createdById: f.actorId, ...data },
      update: data,
    });
    return current?.signedFileKey ?? null;
  }
}
