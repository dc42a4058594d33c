import type { PrismaClient } from "@portal/db/client";
import { createRepositories, type Repositories } from "../repositories/repositories";
import type { WarnLog } from "./best-effort";
import { DomainEventBus, DomainEventCollector, type EventSink } from "./domain-events";

/** A transaction's body: repositories bound to it, and where it emits the domain events its commit announces. */
export type TransactionBody<T> = (repos: Repositories, events: EventSink) => Promise<T>;

/**
 * The services' view of the database: repositories, and a transaction that hands out
 * repositories bound to it. Services never see Prisma.
 */
export class Database {
  readonly repos: Repositories;
  /** The consumers of domain events, registered once at composition (decision 068). */
  readonly events: DomainEventBus;

  constructor(
    private readonly prisma: PrismaClient,
    log?: WarnLog,
  ) {
    this.repos = createRepositories(prisma);
    this.events = new DomainEventBus(log);
  }

  /** Runs `fn` in a transaction; once it committed, delivers its domain events, then answers. */
  async transaction<T>(fn: TransactionBody<T>): Promise<T> {
    const { result, delivered } = await this.transactionDeliveringLater(fn);
    await delivered;
    return result;
  }

  /**
   * Like transaction(), but answers as soon as it committed; `delivered` settles when its events were delivered
   * (never rejects). For a batch whose next batch need not wait for this one's triggers.
   */
  async transactionDeliveringLater<T>(fn: TransactionBody<T>): Promise<{ result: T; delivered: Promise<void> }> {
    const collector = new DomainEventCollector();
    // Prisma's defaults (2 s to get a connection, 5 s to run) fail bursts such as 200 concurrent lead creates
    // on a 10-connection pool; waiting longer is better than answering 500.
    const result = await this.prisma.$transaction(
      async (tx) => {
        const repos = createRepositories(tx as unknown as PrismaClient);
        const out = await fn(repos, collector);
        await this.events.beforeCommit(collector, repos);
        return out;
      },
      { maxWait: 15_000, timeout: 20_000 },
    );
    return { result, delivered: this.events.afterCommit(collector.events) };
  }

  /**
   * Delivers events that announce no write of their own (a change committed earlier, or elsewhere) the way a
   * commit delivers its events: to the same consumers, in order, best effort.
   */
  async announce(fn: (events: EventSink) => void): Promise<void> {
    const collector = new DomainEventCollector();
    fn(collector);
    await this.events.afterCommit(collector.events);
  }

  async ping(): Promise<void> {
    await this.prisma.$queryRaw`SELECT 1`;
  }
}
