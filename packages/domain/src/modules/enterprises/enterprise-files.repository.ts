import type { EnterpriseFile, PrismaClient } from "@portal/db/client";

export type EnterpriseFileRow = EnterpriseFile;

export class EnterpriseFilesRepository {
  constructor(private readonly db: PrismaClient) {}

  create(data: Omit<EnterpriseFile, "createdAt">): Promise<EnterpriseFileRow> {
    return this.db.enterpriseFile.create({ data });
  }

  list(enterpriseId: string): Promise<EnterpriseFileRow[]> {
    return this.db.enterpriseFile.findMany({
      where: { enterpriseId },
      orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    });
  }

  find(enterpriseId: string, id: string): Promise<EnterpriseFileRow | null> {
    return this.db.enterpriseFile.findFirst({ where: { id, enterpriseId } });
  }

  async delete(id: string): Promise<boolean> {
    const { count } = await this.db.enterpriseFile.deleteMany({ where: { id } });
    return count === 1;
  }
}
