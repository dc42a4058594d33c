import { canOpenLeadLinks } from "@portal/contracts/policy";
import { forbidden } from "../../lib/app-error";
import { newUrlToken } from "../../lib/crypto";
import type { Database } from "../../lib/database";
import type { AuthUser, RequestMeta } from "../../lib/ports";
import { findVisibleLead } from "./lead-access";
import { LEAD_AUDIT } from "./lead-audit";

/** Read-only links to a lead (the lead links modal): only ONLINE_COORDINATOR creates them. */
export class LeadLinksService {
  constructor(
    private readonly db: Database,
    private readonly webUrl: string,
  ) {}

  async create(actor: AuthUser, leadId: string, expiresInHours: number, meta: RequestMeta) {
    if (!canOpenLeadLinks(actor.roles)) throw forbidden();
    await findVisibleLead(this.db.repos, actor, leadId);
    const { token, hash } = newUrlToken();
    const expiresAt = new Date(Date.now() + expiresInHours * 3_600_000);
    await this.db.transaction(async (repos) => {
      const link = await repos.leadLinks.create({ leadId, tokenHash: hash, createdById: actor.id, expiresAt });
      await repos.audit.record({
        actorId: actor.id,
        action: LEAD_AUDIT.linkCreated,
        entity: "lead",
        entityId: leadId,
        ip: meta.ip,
        details: { link_id: link.id, expires_at: expiresAt.toISOString() },
      });
    });
    const url = `${this.webUrl.replace(/\/$/, "")}/leads/${leadId}?temporary_token=${encodeURIComponent(token)}`;
    return { token, url, expires_at: expiresAt.toISOString() };
  }
}
