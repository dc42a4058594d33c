/**
 * Prisma 7 client factory. The generated client (generator "prisma-client", output src/generated/prisma) has no
 * native query engine: it always runs through a driver adapter, here @prisma/adapter-pg on a node-postgres Pool.
 * Consumers import everything from "@portal/db/client": the factory, the PrismaClient type, the Prisma
 * namespace, the model types (User, Session, ...) and the enums (AvailabilityStatus, WorkingSystem, ...).
 */
import { PrismaPg } from "@prisma/adapter-pg";
import { type Prisma, PrismaClient } from "./generated/prisma/client";

export * from "./generated/prisma/client";

/** A client or the `tx` of an interactive transaction: what repositories should accept. */
export type DbClient = PrismaClient | Prisma.TransactionClient;

export interface CreatePrismaClientOptions {
  /** Pool size (node-postgres default: 10). Keep it small in tests and workers. */
  max?: number;
  /** Close idle pool connections after this many ms (node-postgres default: 10000). */
  idleTimeoutMillis?: number;
  /** Fail a connection attempt after this many ms (node-postgres default: no timeout). */
  connectionTimeoutMillis?: number;
  /** Prisma log levels printed to stdout, e.g. ["warn", "error"]. */
  log?: Prisma.LogLevel[];
}

export function createPrismaClient(databaseUrl: string, opts: CreatePrismaClientOptions = {}): PrismaClient {
  const adapter = new PrismaPg({
    connectionString: databaseUrl,
    ...(opts.max !== undefined && { max: opts.max }),
    ...(opts.idleTimeoutMillis !== undefined && { idleTimeoutMillis: opts.idleTimeoutMillis }),
    ...(opts.connectionTimeoutMillis !== undefined && { connectionTimeoutMillis: opts.connectionTimeoutMillis }),
  });
  return new PrismaClient({ adapter, ...(opts.log && { log: opts.log }) }) as PrismaClient;
}
