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
    // Prisma's defaults (2 s to get a connection, 5 s to run) fail bursts such as 200 concurrent lead creates
    // on a 10-connection pool; waiting longer is better than answering 500.
    return this.prisma.$transaction((tx) => fn(createRepositories(tx as unknown as PrismaClient)), {
      maxWait: 15_000,
      timeout: 20_000,
    });
  }

  async ping(): Promise<void> {
    await this.prisma.$queryRaw`SELECT 1`;
  }
}
