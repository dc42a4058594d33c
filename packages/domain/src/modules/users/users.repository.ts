import type { Prisma, PrismaClient, User } from "@portal/db/client";
import { uniqueGuard } from "../../lib/db-errors";
import { escapeLike } from "../../lib/like";

export type UserRow = User;

export interface UserListFilter {
  search?: string;
  role?: string;
  roles?: string[];
  active?: boolean;
  skip: number;
  limit: number;
}

export interface NewUser {
  fullName: string;
  email: string;
  passwordHash: string;
  roles: string[];
  readOnly?: boolean;
  isRegistrationComplete?: boolean;
  workingSystems?: ("SALES" | "CLIENTS")[];
  cpf?: string | null;
  cnpj?: string | null;
  phone?: string | null;
  creci?: string | null;
  partnerStatus?: "PENDING_APPROVAL" | "APPROVED" | "REJECTED" | null;
}

export type UserPatch = Partial<
  Omit<NewUser, "email"> & {
    email: string;
    active: boolean;
    address: unknown;
    imageUrl: string | null;
    partnerAgencyId: string | null;
  }
>;

export interface PartnerListFilter {
  status: "PENDING_APPROVAL" | "APPROVED" | "REJECTED";
  search?: string;
  skip: number;
  limit: number;
}

export interface PartnerReview {
  status: "APPROVED" | "REJECTED";
  reason: string | null;
  reviewerId: string;
}

export class UsersRepository {
  constructor(private readonly db: PrismaClient) {}

  findById(id: string): Promise<UserRow | null> {
    return this.db.user.findUnique({ where: { id } });
  }

  findByEmail(email: string): Promise<UserRow | null> {
    return this.db.user.findUnique({ where: { email } });
  }

  async exists(by: { email?: string; cpf?: string; cnpj?: string }) {
    const [email, cpf, cnpj] = await Promise.all([
      by.email ? this.db.user.count({ where: { email: by.email } }) : 0,
      by.cpf ? this.db.user.count({ where: { cpf: by.cpf } }) : 0,
      by.cnpj ? this.db.user.count({ where: { cnpj: by.cnpj } }) : 0,
    ]);
    return { email: email > 0, cpf: cpf > 0, cnpj: cnpj > 0 };
  }

  create(u: NewUser): Promise<UserRow> {
    return uniqueGuard(() => this.db.user.create({ data: u }));
  }

  update(id: string, patch: UserPatch): Promise<UserRow> {
    const { address, ...rest } = patch;
    return uniqueGuard(() =>
      this.db.user.update({
        where: { id },
        data: { ...rest, ...(address !== undefined ? { address: address as Prisma.InputJsonValue } : {}) },
      }),
    );
  }

  async list(f: UserListFilter): Promise<{ rows: UserRow[]; total: number }> {
    const where: Prisma.UserWhereInput = {
      ...(f.active !== undefined ? { active: f.active } : {}),
      ...(f.role ? { roles: { has: f.role } } : {}),
      ...(f.roles ? { roles: { hasSome: f.roles } } : {}),
      ...(f.search
        ? {
            OR: [
              { fullName: { contains: escapeLike(f.search), mode: "insensitive" } },
              { email: { contains: escapeLike(f.search), mode: "insensitive" } },
              { cpf: { contains: escapeLike(f.search.replace(/\D/g, "") || f.search) } },
            ],
          }
        : {}),
    };
    const [rows, total] = await Promise.all([
      this.db.user.findMany({ where, orderBy: { fullName: "asc" }, skip: f.skip, take: f.limit }),
      this.db.user.count({ where }),
    ]);
    return { rows, total };
  }

  /** Partner brokers and agents in one approval status, oldest sign-up first (the queue the coordinator works). */
  async listPartners(
    f: PartnerListFilter,
  ): Promise<{ rows: (UserRow & { reviewerName: string | null })[]; total: number }> {
    const term = f.search ? escapeLike(f.search) : undefined;
    const where: Prisma.UserWhereInput = {
      roles: { hasSome: ["AGENT_PARTNER", "AGENT_PATRIANI"] },
      partnerStatus: f.status,
      active: true,
      ...(term
        ? {
            OR: [
              { fullName: { contains: term, mode: "insensitive" } },
              { email: { contains: term, mode: "insensitive" } },
              { cpf: { contains: term.replace(/\D/g, "") || term } },
              { creci: { contains: term, mode: "insensitive" } },
            ],
          }
        : {}),
    };
    const [rows, total] = await Promise.all([
      this.db.user.findMany({ where, orderBy: [{ createdAt: "asc" }, { id: "asc" }], skip: f.skip, take: f.limit }),
      this.db.user.count({ where }),
    ]);
    const reviewerIds = [...new Set(rows.map((r) => r.partnerReviewedById).filter((id): id is string => !!id))];
    const reviewers = reviewerIds.length
      ? await this.db.user.findMany({ where: { id: { in: reviewerIds } }, select: { id: true, fullName: true } })
      : [];
    const names = new Map(reviewers.map((r) => [r.id, r.fullName]));
    return {
      rows: rows.map((r) => ({
        ...r,
        reviewerName: r.partnerReviewedById ? (names.get(r.partnerReviewedById) ?? null) : null,
      })),
      total,
    };
  }

  /** The row, locked for the rest of the transaction (two coordinators deciding the same partner at once). */
  async lockPartner(id: string): Promise<UserRow | null> {
    await this.db.$queryRaw`SELECT id FROM users WHERE id = ${id}::uuid FOR UPDATE`;
    return this.findById(id);
  }

  review(id: string, r: PartnerReview): Promise<UserRow> {
    return this.db.user.update({
      where: { id },
      data: {
        partnerStatus: r.status,
        partnerRejectionReason: r.reason,
        partnerReviewedById: r.reviewerId,
        partnerReviewedAt: new Date(),
      },
    });
  }

  /** Active holders of any of the roles (who hears of a new partner sign-up). */
  async activeIdsWithRoles(roles: readonly string[]): Promise<string[]> {
    const rows = await this.db.user.findMany({
      where: { active: true, roles: { hasSome: [...roles] } },
      select: { id: true },
      orderBy: { id: "asc" },
    });
    return rows.map((r) => r.id);
  }
}
