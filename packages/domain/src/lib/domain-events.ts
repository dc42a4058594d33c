/**
 * The one after-commit mechanism (docs/decisions/068-domain-events-after-commit.md): services emit typed domain
 * events into the transaction's collector; when the transaction commits, the bus hands them to the consumers
 * registered at composition. A rollback drops the collector, so it delivers nothing.
 */
import type { DomainEvent, DomainEventOf, DomainEventType } from "@portal/contracts/domain-events";
import type { Repositories } from "../repositories/repositories";
import { logBestEffort, type WarnLog } from "./best-effort";

/** What a transaction's code emits into. */
export interface EventSink {
  emit(event: DomainEvent): void;
}

/** What a transaction's in-transaction code works with: its repositories and its event sink. */
export interface Tx {
  repos: Repositories;
  events: EventSink;
}

/** The events of one transaction, in the order they were emitted. */
export class DomainEventCollector implements EventSink {
  readonly #events: DomainEvent[] = [];

  emit(event: DomainEvent): void {
    this.#events.push(event);
  }

  get events(): readonly DomainEvent[] {
    return this.#events;
  }
}

/**
 * A consumer of some event types. It receives the events of one transaction at once (one Redis round trip for a
 * batch of 100 offers, not 100), in the order they were emitted.
 */
export interface DomainEventConsumer<T extends DomainEventType = DomainEventType> {
  /** Registering a name again is a no-op: module builders that share a consumer may each register it. */
  name: string;
  types: readonly T[];
  /**
   * Inside the transaction, before COMMIT: writes that must exist if and only if the change commits (the webhook
   * outbox rows). It may emit further events; a throw rolls the transaction back.
   */
  beforeCommit?: (events: DomainEventOf<T>[], tx: Tx) => Promise<void>;
  /** After COMMIT: triggers (realtime, jobs). A throw is logged and undoes nothing. */
  afterCommit?: (events: DomainEventOf<T>[]) => Promise<unknown>;
  log?: WarnLog;
}

/**
 * A consumer typed for the events it takes, handed on as one of a module's list (buildDomain registers the lists):
 * the bus gives each consumer only the types it names.
 */
export function defineConsumer<T extends DomainEventType>(consumer: DomainEventConsumer<T>): DomainEventConsumer {
  return consumer as unknown as DomainEventConsumer;
}

/** The consumers, registered once at composition; delivers a committed transaction's events to them. */
export class DomainEventBus {
  readonly #consumers: DomainEventConsumer[] = [];

  constructor(private readonly log?: WarnLog) {}

  /** The registered consumers' names, in delivery order (the wiring tests compare the API's and the worker's). */
  get consumerNames(): string[] {
    return this.#consumers.map((c) => c.name);
  }

  register<T extends DomainEventType>(consumer: DomainEventConsumer<T>): void {
    if (this.#consumers.some((c) => c.name === consumer.name)) return;
    this.#consumers.push(defineConsumer(consumer));
  }

  /**
   * Runs the beforeCommit consumers over every event not yet seen, including those they emit themselves, until no
   * new event is left. Called by the transaction just before it commits.
   */
  async beforeCommit(collector: DomainEventCollector, repos: Repositories): Promise<void> {
    let seen = 0;
    while (seen < collector.events.length) {
      const batch = collector.events.slice(seen);
      seen = collector.events.length;
      for (const consumer of this.#consumers) {
        const mine = consumer.beforeCommit && pick(consumer, batch);
        if (mine?.length) await consumer.beforeCommit?.(mine, { repos, events: collector });
      }
    }
  }

  /** After COMMIT: each consumer in registration order, once, with its events in emission order; failures logged. */
  async afterCommit(events: readonly DomainEvent[]): Promise<void> {
    if (events.length === 0) return;
    for (const consumer of this.#consumers) {
      const mine = consumer.afterCommit && pick(consumer, events);
      if (!mine?.length) continue;
      await Promise.resolve()
        .then(() => consumer.afterCommit?.(mine))
        .catch(logBestEffort(consumer.log ?? this.log, `deliver domain events to ${consumer.name}`));
    }
  }
}

function pick(consumer: DomainEventConsumer, events: readonly DomainEvent[]): DomainEvent[] {
  return events.filter((e) => consumer.types.includes(e.type));
}
