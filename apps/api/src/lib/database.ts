import type { PrismaClient } from "@portal/db/client";
import { createRepositories, type Repositories } from "../repositories/repositories";

/**
 * The services' view of the database: repositories, and a transaction that hands out
 * repositories bound to it. Services never see Prisma.
 */
export class Database {
  readonly repos: Repositories;
  constructor(private readonly prisma: PrismaClient) {
    this.repos = createRepositories(prisma);
  }

  transaction<T>(fn: (repos: Repositories) => Promise<T>): Promise<T> {
    return this.prisma.$transaction((tx) => fn(createRepositories(tx as unknown as PrismaClient)));
  }

  async ping(): Promise<void> {
    await this.prisma.$queryRaw`SELECT 1`;
  }
}
