import type { DbClient } from "@portal/db/client";

export type OutboxStatus = "PENDING" | "SENT" | "FAILED";

/** What a sender needs from an email_outbox row; Prisma types stay in this file. */
export interface OutboxEmail {
  id: string;
  to: string;
  subject: string;
  text: string;
  html: string | null;
  template: string;
  /** Failed attempts so far. */
  attempts: number;
}

const LAST_ERROR_MAX = 2_000;

/**
 * Data access for email_outbox. Claims use the database clock (now()) and a lease: a claimed row
 * gets next_attempt_at = now() + lease, so neither the sweep nor another email.send takes it while
 * it is being delivered, and a sender that crashes mid-delivery releases it when the lease ends.
 */
export class OutboxRepository {
  constructor(private readonly db: DbClient) {}

  /** Claims one row if it is PENDING and due; null otherwise (sent, failed, leased, not due, absent). */
  async claimById(id: string, leaseMs: number): Promise<OutboxEmail | null> {
    const rows = await this.db.$queryRaw<OutboxEmail[]>`
      UPDATE email_outbox
         SET next_attempt_at = now() + ${leaseMs}::integer * interval '1 millisecond'
       WHERE id = ${id}::uuid AND status = 'PENDING' AND next_attempt_at <= now()
      RETURNING id, "to", subject, text, html, template, attempts`;
    return rows[0] ?? null;
  }

  /**
   * Claims up to `limit` due PENDING rows. One statement, so one transaction: the row locks taken by
   * FOR UPDATE SKIP LOCKED last until the lease is written, and concurrent sweeps skip each other's rows.
   */
  async claimDue(limit: number, leaseMs: number): Promise<OutboxEmail[]> {
    return this.db.$queryRaw<OutboxEmail[]>`
      WITH due AS (
        SELECT id FROM email_outbox
         WHERE status = 'PENDING' AND next_attempt_at <= now()
         ORDER BY next_attempt_at
         LIMIT ${limit}::integer
         FOR UPDATE SKIP LOCKED
      )
      UPDATE email_outbox o
         SET next_attempt_at = now() + ${leaseMs}::integer * interval '1 millisecond'
        FROM due
       WHERE o.id = due.id
      RETURNING o.id, o."to", o.subject, o.text, o.html, o.template, o.attempts`;
  }

  async findStatus(id: string): Promise<OutboxStatus | null> {
    const row = await this.db.emailOutbox.findUnique({ where: { id }, select: { status: true } });
    return row?.status ?? null;
  }

  /** Returns false if the row was no longer PENDING (someone else finished it). */
  async markSent(id: string): Promise<boolean> {
    const { count } = await this.db.emailOutbox.updateMany({
      where: { id, status: "PENDING" },
      data: { status: "SENT", sentAt: new Date() },
    });
    return count === 1;
  }

  /** attempts + 1, the error, and either the next attempt time or FAILED for good. */
  async recordFailure(id: string, failure: { error: string; retryInMs: number; giveUp: boolean }): Promise<void> {
    const error = failure.error.slice(0, LAST_ERROR_MAX);
    const status = failure.giveUp ? "FAILED" : "PENDING";
    await this.db.$executeRaw`
      UPDATE email_outbox
         SET attempts = attempts + 1,
             last_error = ${error},
             status = ${status}::text::"OutboxStatus",
             next_attempt_at = now() + ${failure.retryInMs}::integer * interval '1 millisecond'
       WHERE id = ${id}::uuid AND status = 'PENDING'`;
  }
}
