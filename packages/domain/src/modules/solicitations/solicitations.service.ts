import {
  canDecideSolicitation,
  canRequestSolicitation,
  decidableSolicitationTypes,
  decidesEverySolicitation,
  hasRole,
  SOLICITATION_APPROVER_ROLES,
} from "@portal/contracts/policy";
import { ADMIN_ROLES } from "@portal/contracts/roles";
import {
  SOLICITATION_MSG,
  SOLICITATION_TYPE_LABELS,
  type SolicitationCreateInput,
  type SolicitationDecision,
  type SolicitationListQuery,
  type SolicitationReplyInput,
  type SolicitationStatus,
  type SolicitationType,
} from "@portal/contracts/solicitations";
import type { Database } from "../../lib/database";
import { UniqueViolation } from "../../lib/db-errors";
import type { EventSink } from "../../lib/domain-events";
import type { AuthUser, RequestMeta } from "../../lib/ports";
import type { Repositories } from "../../repositories/repositories";
import { createdAtWindow } from "../leads/lead-dates";
import { emitRealtime, notifyInTx } from "../notifications/notifications.service";
import type { SolicitationAction } from "./solicitation-actions";
import {
  extensionAlreadyOpen,
  solicitationAlreadyOpen,
  solicitationClosed,
  solicitationNotDecider,
  solicitationNotFound,
  solicitationOnlyRequesterCancels,
  solicitationOwnRequest,
  solicitationTypeNotAllowed,
} from "./solicitations.errors";
import type { ExtendableReservation, SolicitationRow } from "./solicitations.repository";
import { repliesOf, type SolicitationReplyView, type SolicitationView, viewsOf } from "./solicitations-view";

export type SolicitationDetail = SolicitationView & { replies: SolicitationReplyView[] };

export interface Page<T> {
  rows: T[];
  total: number;
  skip: number;
  limit: number;
}

type Actor = Pick<AuthUser, "id" | "roles" | "readOnly" | "fullName">;

/** Who sees a request: its requester, the admins, and the responsible approvers holding an approver role. */
function canSee(actor: Actor, s: SolicitationRow): boolean {
  if (s.requesterId === actor.id || decidesEverySolicitation(actor.roles)) return true;
  return hasRole(actor.roles, SOLICITATION_APPROVER_ROLES[s.type]) && s.approverIds.includes(actor.id);
}

const AUDIT = {
  created: "solicitation.created",
  replied: "solicitation.replied",
  APPROVED: "solicitation.approved",
  REFUSED: "solicitation.refused",
  CANCELED: "solicitation.canceled",
} as const;

/**
 * Solicitations (decision 054): a request with a reply thread. A decision (approve, refuse,
 * cancel) is a reply under the request's row lock with a conditional OPEN -> status update, so of two deciders at
 * once exactly one wins and the other gets 409. Approving runs the type's action in the same transaction.
 */
export class SolicitationsService {
  constructor(
    private readonly db: Database,
    private readonly actions: Record<SolicitationType, SolicitationAction>,
  ) {}

  /** GET /solicitations/extendable-reservations: what a RESERVE_EXTENSION of the caller may name (none otherwise). */
  async extendableReservations(actor: Actor): Promise<ExtendableReservation[]> {
    if (actor.readOnly || !canRequestSolicitation(actor.roles, "RESERVE_EXTENSION")) return [];
    return this.db.repos.solicitations.extendableReservations(actor.id);
  }

  async create(actor: AuthUser, input: SolicitationCreateInput, meta: RequestMeta = {}): Promise<SolicitationView> {
    if (actor.readOnly || !canRequestSolicitation(actor.roles, input.type)) throw solicitationTypeNotAllowed();
    const prepared = await this.actions[input.type].prepare(this.db.repos, actor, input);
    const row = await this.db
      .transaction(async (repos, events) => {
        const created = await repos.solicitations.create({
          type: input.type,
          requesterId: actor.id,
          message: input.message,
          ...prepared,
        });
        await repos.audit.record({
          actorId: actor.id,
          action: AUDIT.created,
          entity: "solicitation",
          entityId: created.id,
          ip: meta.ip,
          details: { type: created.type, lead_id: created.leadId, reservation_id: created.reservationId },
        });
        for (const receiverId of created.approverIds) {
          await notifyInTx(repos, events, {
            receiverId,
            title: SOLICITATION_MSG.newTitle,
            message: `${actor.fullName} pediu: ${SOLICITATION_TYPE_LABELS[created.type]}. ${created.message}`,
            type: "GENERIC",
            linkedContent: created.id,
            enterpriseId: created.enterpriseId,
          });
        }
        await this.changed(repos, events, created);
        return created;
      })
      .catch((err) => {
        if (err instanceof UniqueViolation)
          throw err.involves("reservation") ? extensionAlreadyOpen() : solicitationAlreadyOpen();
        throw err;
      });
    return (await viewsOf(this.db.repos, actor, [row]))[0] as SolicitationView;
  }

  /** GET /solicitations: `sent` the caller's own; `received` every one for admins, else those they are responsible for. */
  async list(actor: AuthUser, q: SolicitationListQuery): Promise<Page<SolicitationView>> {
    const { from, to } = createdAtWindow(q.starts_date, q.ends_date);
    const common = {
      statuses: q.status as SolicitationStatus[] | undefined,
      from,
      to,
    };
    let filter: Parameters<Repositories["solicitations"]["list"]>[0];
    if (q.box === "sent") {
      filter = { ...common, requesterId: actor.id, types: q.type as SolicitationType[] | undefined };
    } else {
      const mine = decidableSolicitationTypes(actor.roles);
      const types = q.type ? (q.type as SolicitationType[]).filter((t) => mine.includes(t)) : mine;
      if (!types.length) return { rows: [], total: 0, skip: q.skip, limit: q.limit };
      filter = {
        ...common,
        types,
        notRequesterId: actor.id,
        ...(decidesEverySolicitation(actor.roles) ? {} : { approverId: actor.id }),
      };
    }
    const page = await this.db.repos.solicitations.list(filter, q);
    return { rows: await viewsOf(this.db.repos, actor, page.rows), total: page.total, skip: q.skip, limit: q.limit };
  }

  /** GET /solicitations/{id}: the request and its thread (404 outside the caller's scope). */
  async get(actor: AuthUser, id: string): Promise<SolicitationDetail> {
    const s = await this.db.repos.solicitations.findById(id);
    if (!s || !canSee(actor, s)) throw solicitationNotFound();
    return this.detail(this.db.repos, actor, s);
  }

  /**
   * POST /solicitations/{id}/reply: a message to the other side, with an optional decision. APPROVED runs the type's
   * action in the same transaction; if it cannot act, the error says why and nothing is written (still OPEN).
   */
  async reply(
    actor: AuthUser,
    id: string,
    input: SolicitationReplyInput,
    meta: RequestMeta = {},
  ): Promise<{ message: string; solicitation: SolicitationDetail }> {
    const decision = input.decision ?? null;
    const result = await this.db.transaction(async (repos, events) => {
      await repos.solicitations.lockRow(id);
      const s = await repos.solicitations.findById(id);
      if (!s || !canSee(actor, s)) throw solicitationNotFound();
      if (actor.readOnly) throw solicitationNotDecider();
      const isRequester = s.requesterId === actor.id;
      if (!isRequester && !canDecideSolicitation(actor, { ...s, approverIds: s.approverIds })) {
        throw solicitationNotDecider();
      }
      if (decision) {
        if (s.status !== "OPEN") throw solicitationClosed();
        if (decision === "CANCELED" && !isRequester) throw solicitationOnlyRequesterCancels();
        if (decision !== "CANCELED" && isRequester) throw solicitationOwnRequest();
        if (decision === "APPROVED") await this.actions[s.type].approve(repos, actor, s, events);
        if (!(await repos.solicitations.decide(id, decision, actor.id))) throw solicitationClosed();
      } else {
        await repos.solicitations.touch(id);
      }
      await repos.solicitations.addReply({
        solicitationId: id,
        authorId: actor.id,
        message: input.message ?? null,
        decision,
      });
      await repos.audit.record({
        actorId: actor.id,
        action: decision ? AUDIT[decision] : AUDIT.replied,
        entity: "solicitation",
        entityId: id,
        ip: meta.ip,
        details: { type: s.type, from: s.status, to: decision ?? s.status, message: input.message ?? null },
      });
      for (const receiverId of await this.otherSide(repos, s, actor.id, decision)) {
        await notifyInTx(repos, events, {
          receiverId,
          title: decision ? SOLICITATION_MSG.decidedTitle(decision) : SOLICITATION_MSG.replyTitle,
          message: `${actor.fullName} — ${SOLICITATION_TYPE_LABELS[s.type]}${input.message ? `: ${input.message}` : "."}`,
          type: "GENERIC",
          linkedContent: s.id,
          enterpriseId: s.enterpriseId,
        });
      }
      const now = (await repos.solicitations.findById(id)) as SolicitationRow;
      await this.changed(repos, events, now);
      return { detail: await this.detail(repos, actor, now), row: now };
    });
    return { message: decisionMessage(decision), solicitation: result.detail };
  }

  /**
   * `solicitation.changed` (decision 065) to the requester and whoever may decide the request (its responsible
   * approvers and the admins): their open list and thread refetch. Emitted in the change's transaction, published
   * after its commit.
   */
  private async changed(repos: Repositories, events: EventSink, s: SolicitationRow): Promise<void> {
    const admins = await repos.solicitations.activeWithRoles([...ADMIN_ROLES, "MASTER"], 200);
    const ids = new Set([s.requesterId, ...s.approverIds, ...admins]);
    emitRealtime(
      events,
      [...ids].map((userId) => ({ userId, event: { type: "solicitation.changed", solicitation_id: s.id } })),
    );
  }

  /**
   * Who hears about a reply: the requester when someone else writes (and, for a decision, the other responsible
   * approvers too: it left their "Para aprovar"); else the responsible approvers and deciders.
   */
  private async otherSide(
    repos: Repositories,
    s: SolicitationRow,
    authorId: string,
    decision: SolicitationDecision | null,
  ): Promise<string[]> {
    if (authorId !== s.requesterId) {
      const others = decision ? s.approverIds.filter((id) => id !== authorId && id !== s.requesterId) : [];
      return [s.requesterId, ...others];
    }
    const authors = await repos.solicitations.replyAuthors(s.id);
    const ids = new Set([...s.approverIds, ...authors, ...(s.decidedById ? [s.decidedById] : [])]);
    ids.delete(authorId);
    return [...ids];
  }

  private async detail(repos: Repositories, actor: Actor, s: SolicitationRow): Promise<SolicitationDetail> {
    const [view] = await viewsOf(repos, actor, [s]);
    return { ...(view as SolicitationView), replies: await repliesOf(repos, s.id) };
  }
}

function decisionMessage(decision: SolicitationDecision | null): string {
  if (decision === "APPROVED") return SOLICITATION_MSG.approved;
  if (decision === "REFUSED") return SOLICITATION_MSG.refused;
  if (decision === "CANCELED") return SOLICITATION_MSG.canceled;
  return SOLICITATION_MSG.replied;
}
