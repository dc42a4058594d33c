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
}
