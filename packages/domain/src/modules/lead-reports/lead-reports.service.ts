import { leadProfileView } from "@portal/contracts/policy";
import type { Database } from "../../lib/database";
import type { AuthUser } from "../../lib/ports";
import { slug } from "../../lib/slug";
import { findVisibleLead } from "../leads/lead-access";
import { leadNotFound } from "../leads/leads.errors";
import { renderHistoryPdf } from "./history-pdf";
import { registerFormRefused } from "./lead-reports.errors";
import { renderRegisterPdf } from "./register-pdf";

export interface LeadPdf {
  fileName: string;
  data: Buffer;
}

/** The two lead documents (registration form and history report), for whoever may see the lead. */
export class LeadReportsService {
  constructor(private readonly db: Database) {}

  /** The registration form carries contract data: the history-only views (spec 6) do not get it. */
  async register(actor: AuthUser, leadId: string, now = new Date()): Promise<LeadPdf> {
    await findVisibleLead(this.db.repos, actor, leadId);
    if (leadProfileView({ roles: actor.roles, read_only: actor.readOnly }).historyTabOnly) {
      throw registerFormRefused();
    }
    const dossier = await this.db.repos.leadReports.dossier(leadId);
    if (!dossier) throw leadNotFound();
    return {
      fileName: `ficha-cadastral-${slug(dossier.lead.fullName, "lead")}.pdf`,
      data: await renderRegisterPdf(dossier, now),
    };
  }

  async report(actor: AuthUser, leadId: string, now = new Date()): Promise<LeadPdf> {
    await findVisibleLead(this.db.repos, actor, leadId);
    const history = await this.db.repos.leadReports.history(leadId);
    const dossier = await this.db.repos.leadReports.dossier(leadId, history);
    if (!dossier) throw leadNotFound();
    return {
      fileName: `relatorio-lead-${slug(dossier.lead.fullName, "lead")}.pdf`,
      data: await renderHistoryPdf(dossier, history, now),
    };
  }
}
