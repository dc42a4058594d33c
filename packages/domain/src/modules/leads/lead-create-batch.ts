import { randomUUID } from "node:crypto";
import type { LeadCreateInput, LeadDto, LeadSummaryDto } from "@portal/contracts/leads";
import type { Database } from "../../lib/database";
import type { EventSink } from "../../lib/domain-events";
import type { AuthUser } from "../../lib/ports";
import type { Repositories } from "../../repositories/repositories";
import { KeyedBatcher } from "../distribution/batcher";
import { createdLogData, newLeadRow } from "./lead-new-row";
import { toLeadDto, toLeadSummary } from "./leads.mapper";
import type { LeadRow, NewLeadInsert } from "./leads.repository";

export const QUEUED_ON_CREATE_REASON = "lead criado sem responsável";

export interface CreateRequest {
  actor: AuthUser;
  input: LeadCreateInput;
  ownerId: string | null;
  enterpriseId: string | null;
  /** Enters the roulette of its enterprise (no owner): the queue row commits with the lead. */
  queue: boolean;
}

export interface CreatedLead {
  lead: LeadDto;
  summary: LeadSummaryDto;
  leadId: string;
  /** Offered in the create's own transaction (its events delivered: `sent`); false: the caller distributes it. */
  offered: boolean;
  sent: Promise<void>;
}

/**
 * Offers leads created (and queued) in the caller's transaction, in that transaction, emitting the offers' events
 * into it. The distribution service's offerCreatedInTx.
 */
export type OfferCreatedInTx = (
  repos: Repositories,
  events: EventSink,
  created: { lead: LeadRow; queueReason: string }[],
) => Promise<unknown>;

/**
 * The fast path of POST /leads: creates that arrive while a batch runs are written together by the next one, in
 * one transaction: the phone + enterprise advisory locks in key order, one INSERT ... CTE with the leads, their
 * CREATED logs, movements and queue rows, then the queued leads offered in the same transaction (offerCreatedInTx:
 * roulettes read and locked, rotations, one write statement). Before, one create cost ~14 statements in its own
 * interactive transaction, and its distribution another ~17 in a second one. A request whose phone + enterprise already has a live lead (NEW_INTEREST), whose
 * enterprise does not exist, that shares its key with an earlier request of the same batch, or whose batch failed,
 * gets `null`: the caller runs the one-by-one path, which decides it exactly as before (under the same lock).
 */
export class LeadCreateBatcher {
  readonly #batcher = new KeyedBatcher<CreateRequest, CreatedLead | null>((_key, items) => this.run(items), 100);

  constructor(
    private readonly db: Database,
    private readonly offerCreatedInTx: OfferCreatedInTx,
  ) {}

  /** Resolves once the lead is committed, or to null when the caller must take the one-by-one path. */
  submit(request: CreateRequest): Promise<CreatedLead | null> {
    return this.#batcher.submit("create", request).catch(() => null);
  }

  private async run(requests: CreateRequest[]): Promise<Map<CreateRequest, CreatedLead | null>> {
    const out = new Map<CreateRequest, CreatedLead | null>();
    const keys = new Set<string>();
    const rows: { request: CreateRequest; row: NewLeadInsert }[] = [];
    for (const request of requests) {
      const key = `${request.input.phone}:${request.enterpriseId ?? ""}`;
      // A second request for the same phone + enterprise is a duplicate of the first: the slow path says so.
      if (keys.has(key)) {
        out.set(request, null);
        continue;
      }
      keys.add(key);
      rows.push({ request, row: toInsert(request) });
    }
    const at = new Date();
    const { result, delivered: sent } = await this.db.transactionDeliveringLater(async (repos, events) => {
      await repos.leads.lockPhoneKeys(rows.map(({ row }) => ({ phone: row.phone, enterpriseId: row.enterpriseId })));
      const inserted = await repos.leads.insertNew(
        rows.map(({ row }) => row),
        at,
      );
      // The queued ones are offered in the same transaction (lead rows created here -> roulette rows, the usual
      // lock order): one transaction per batch instead of a create and then a distribution.
      const queued = rows.flatMap(({ row }) => {
        const created = inserted.get(row.id);
        return created && row.queueReason ? [{ lead: created.lead, queueReason: row.queueReason }] : [];
      });
      if (queued.length) await this.offerCreatedInTx(repos, events, queued);
      return { inserted, offered: queued.length > 0 };
    });
    const { inserted, offered } = result;
    for (const { request, row } of rows) {
      const created = inserted.get(row.id);
      if (!created) {
        out.set(request, null);
        continue;
      }
      const userNames = new Map(created.lead.ownerId ? [[created.lead.ownerId, created.ownerName ?? ""]] : []);
      const enterpriseNames = new Map(
        created.lead.enterpriseId ? [[created.lead.enterpriseId, created.enterpriseName ?? ""]] : [],
      );
      out.set(request, {
        leadId: row.id,
        offered: offered && !!row.queueReason,
        sent,
        // A lead created a moment ago is nobody's favourite yet.
        lead: toLeadDto(created.lead, { userNames, enterpriseNames, favorites: new Set() }),
        summary: toLeadSummary(created.lead, { userNames, enterpriseNames }),
      });
    }
    return out;
  }
}

function toInsert({ actor, input, ownerId, enterpriseId, queue }: CreateRequest): NewLeadInsert {
  const row = newLeadRow(actor.id, input, ownerId, enterpriseId);
  return {
    id: randomUUID(),
    ...row,
    createdById: actor.id,
    logId: randomUUID(),
    logData: createdLogData(row),
    movementId: ownerId ? randomUUID() : null,
    queueReason: queue ? QUEUED_ON_CREATE_REASON : null,
  };
}
