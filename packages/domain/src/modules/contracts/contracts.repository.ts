import type { Contract, Prisma, PrismaClient } from "@portal/db/client";

export type ContractRow = Contract & {
  sale: { brokerId: string; partnerAgencyId: string | null; createdById: string; status: string };
};

/** Everything the contract PDF prints, read in one go. */
export interface ContractData {
  saleId: string;
  saleStatus: string;
  netPrice: number;
  price: number;
  discountAmount: number;
  enterprise: {
    name: string;
    city: string;
    speCompanyName: string | null;
    speCnpj: string | null;
    address: string | null;
    registryNumber: string | null;
  };
  unit: { tower: string; number: string; floor: number; privateArea: number; garageSpots: number };
  broker: string | null;
  buyers: {
    fullName: string;
    documentType: string;
    document: string;
    email: string | null;
    address: Record<string, string> | null;
    share: number;
  }[];
  series: {
    type: string;
    downPaymentVariant: string | null;
    count: number;
    value: number;
    firstDueDate: string;
    index: string | null;
  }[];
}

const saleSelect = { select: { brokerId: true, partnerAgencyId: true, createdById: true, status: true } } as const;

export class ContractsRepository {
  constructor(private readonly db: PrismaClient) {}

  async create(c: { saleId: string; fileKey: string; issuedById: string }): Promise<string> {
    const row = await this.db.contract.create({ data: { ...c, status: "PENDING" }, select: { id: true } });
    return row.id;
  }

  findById(id: string): Promise<ContractRow | null> {
    return this.db.contract.findUnique({ where: { id }, include: { sale: saleSelect } });
  }

  /** The sale's current contract (the newest that is not refused). */
  currentOfSale(saleId: string): Promise<ContractRow | null> {
    return this.db.contract.findFirst({
      where: { saleId, status: { in: ["PENDING", "SIGNED"] } },
      orderBy: { createdAt: "desc" },
      include: { sale: saleSelect },
    });
  }

  async latestOfSale(saleId: string): Promise<ContractRow | null> {
    return this.db.contract.findFirst({
      where: { saleId },
      orderBy: { createdAt: "desc" },
      include: { sale: saleSelect },
    });
  }

  async lock(id: string): Promise<void> {
    await this.db.$queryRaw`SELECT id FROM contracts WHERE id = ${id}::uuid FOR UPDATE`;
  }

  async list(f: { status?: string; saleId?: string; ownerId?: string; skip: number; limit: number }) {
    const where: Prisma.ContractWhereInput = {
      ...(f.status ? { status: f.status as Contract["status"] } : {}),
      ...(f.saleId ? { saleId: f.saleId } : {}),
      ...(f.ownerId
        ? { sale: { OR: [{ brokerId: f.ownerId }, { partnerAgencyId: f.ownerId }, { createdById: f.ownerId }] } }
        : {}),
    };
    const [rows, total] = await Promise.all([
      this.db.contract.findMany({
        where,
        include: { sale: saleSelect },
        orderBy: [{ createdAt: "desc" }, { id: "desc" }],
        skip: f.skip,
        take: f.limit,
      }),
      this.db.contract.count({ where }),
    ]);
    return { rows, total };
  }

  /** PENDING -> SIGNED, conditional (two uploads at once: one wins). */
  async markSigned(id: string, signedFileKey: string, signedById: string): Promise<boolean> {
    const { count } = await this.db.contract.updateMany({
      where: { id, status: "PENDING" },
      data: { status: "SIGNED", signedFileKey, signedById, signedAt: new Date() },
    });
    return count === 1;
  }

  async markRefused(id: string, reason: string): Promise<boolean> {
    const { count } = await this.db.contract.updateMany({
      where: { id, status: "PENDING" },
      data: { status: "REFUSED", refusedReason: reason },
    });
    return count === 1;
  }

  async setFile(id: string, fileKey: string, issuedById: string): Promise<void> {
    await this.db.contract.update({ where: { id }, data: { fileKey, issuedById } });
  }

  async contractData(saleId: string): Promise<ContractData | null> {
    const s = await this.db.sale.findUnique({
      where: { id: saleId },
      include: {
        buyers: { orderBy: [{ isMain: "desc" }, { createdAt: "asc" }] },
        unit: { include: { tower: { select: { name: true } } } },
        enterprise: true,
        proposal: { include: { series: { orderBy: { position: "asc" } } } },
      },
    });
    if (!s) return null;
    const broker = await this.db.user.findUnique({ where: { id: s.brokerId }, select: { fullName: true } });
    const e = s.enterprise;
    const address = [e.street, e.streetNumber, e.complement, e.district, e.city, e.state, e.zipCode]
      .filter(Boolean)
      .join(", ");
    return {
      saleId: s.id,
      saleStatus: s.status,
      netPrice: Number(s.price),
      price: Number(s.proposal.price),
      discountAmount: Number(s.proposal.discountAmount),
      enterprise: {
        name: e.name,
        city: e.city,
        speCompanyName: e.speCompanyName,
        speCnpj: e.speCnpj,
        address: address || null,
        registryNumber: e.registryNumber,
      },
      unit: {
        tower: s.unit.tower.name,
        number: s.unit.number,
        floor: s.unit.floor,
        privateArea: Number(s.unit.privateArea),
        garageSpots: s.unit.garageSpots,
      },
      broker: broker?.fullName ?? null,
      buyers: s.buyers.map((b) => ({
        fullName: b.fullName,
        documentType: b.documentType,
        document: b.document,
        email: b.email,
        address: (b.address as Record<string, string> | null) ?? null,
        share: Number(b.sharePercentage),
      })),
      series: s.proposal.series.map((x) => ({
        type: x.type,
        downPaymentVariant: x.downPaymentVariant,
        count: x.count,
        value: Number(x.value),
        firstDueDate: x.firstDueDate.toISOString().slice(0, 10),
        index: x.indexType,
      })),
    };
  }
}
