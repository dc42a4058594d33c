import { randomUUID } from "node:crypto";
import { ENTERPRISE_PLAN_MSG, type PlanKind, type PlanUpdateBody } from "@portal/contracts/enterprise-plans";
import { FILE_FORMAT_MIME, type FileFormat } from "@portal/contracts/lead-files";
import { canManageEnterprises } from "@portal/contracts/policy";
import { fieldError } from "../../lib/app-error";
import { logBestEffort, type WarnLog } from "../../lib/best-effort";
import type { Database } from "../../lib/database";
import { FORMAT_EXTENSION, sniffDocument } from "../../lib/file-sniff";
import type { AuthUser } from "../../lib/ports";
import type { FileStorage } from "../../lib/storage";
import type { Repositories } from "../../repositories/repositories";
import { assertEnterpriseVisible } from "./enterprise-access";
import type { EnterprisePlanRow } from "./enterprise-plans.repository";
import { enterprisePlanNotFound, forbidden } from "./enterprises.errors";

/** The uploaded part (structurally the multipart reader's UploadedFile; not imported so the worker stays free of Fastify). */
interface UploadedFile {
  fileName: string;
  buffer: Buffer;
}

export interface PlanUploadFields {
  towerId?: string;
  title?: string;
  order?: number;
}

/** Extensions a file name may carry for each format (a name without extension is accepted). */
const NAME_EXTENSIONS: Record<FileFormat, readonly string[]> = {
  pdf: ["pdf"],
  png: ["png"],
  jpeg: ["jpg", "jpeg", "jpe", "jfif"],
  webp: ["webp"],
};
const FORMAT_LABEL: Record<FileFormat, string> = { pdf: "PDF", png: "PNG", jpeg: "JPEG", webp: "WebP" };

/** The format by content; a name whose extension says another format is refused too (a .png holding a PDF). */
export function planFormat(file: UploadedFile): FileFormat {
  const format = sniffDocument(file.buffer);
  if (!format) throw fieldError("file", ENTERPRISE_PLAN_MSG.unknownFormat);
  const ext = /\.([a-z0-9]{1,8})$/i.exec(file.fileName)?.[1]?.toLowerCase();
  if (ext && !NAME_EXTENSIONS[format].includes(ext))
    throw fieldError("file", ENTERPRISE_PLAN_MSG.extensionMismatch(ext, FORMAT_LABEL[format]));
  return format;
}

/**
 * Towers-plans and commom-area-plans (docs/decisions/015): every inventory reader lists and opens them (partners
 * show plans to clients); the enterprise managers upload, edit and delete. Files go through the FileStorage port;
 * every write leaves an enterprise_logs row in its transaction.
 */
export class EnterprisePlansService {
  constructor(
    private readonly db: Database,
    private readonly storage: FileStorage,
    private readonly log?: WarnLog,
  ) {}

  private async manager(actor: AuthUser, enterpriseId: string) {
    await assertEnterpriseVisible(this.db.repos, actor, enterpriseId);
    if (!canManageEnterprises(actor.roles)) throw forbidden();
  }

  private async assertTower(repos: Repositories, enterpriseId: string, towerId: string) {
    if (!(await repos.enterprisePlans.towerBelongs(enterpriseId, towerId)))
      throw fieldError("tower_id", ENTERPRISE_PLAN_MSG.towerNotInEnterprise);
  }

  async list(
    actor: AuthUser,
    enterpriseId: string,
    kind: PlanKind,
    page: { skip: number; limit: number; towerId?: string },
  ) {
    await assertEnterpriseVisible(this.db.repos, actor, enterpriseId);
    return this.db.repos.enterprisePlans.list(enterpriseId, kind, page);
  }

  async get(actor: AuthUser, enterpriseId: string, kind: PlanKind, planId: string): Promise<EnterprisePlanRow> {
    await assertEnterpriseVisible(this.db.repos, actor, enterpriseId);
    const row = await this.db.repos.enterprisePlans.find(enterpriseId, kind, planId);
    if (!row) throw enterprisePlanNotFound();
    return row;
  }

  async open(actor: AuthUser, enterpriseId: string, kind: PlanKind, planId: string) {
    const row = await this.get(actor, enterpriseId, kind, planId);
    const stream = await this.storage.get(row.storageKey);
    if (!stream) throw enterprisePlanNotFound();
    return { row, stream };
  }

  async upload(
    actor: AuthUser,
    enterpriseId: string,
    kind: PlanKind,
    fields: PlanUploadFields,
    file: UploadedFile,
  ): Promise<EnterprisePlanRow> {
    await this.manager(actor, enterpriseId);
    const towerId = kind === "TOWER_PLAN" ? (fields.towerId ?? null) : null;
    if (towerId) await this.assertTower(this.db.repos, enterpriseId, towerId);
    const format = planFormat(file);
    const id = randomUUID();
    const storageKey = `enterprise-plans/${enterpriseId}/${id}.${FORMAT_EXTENSION[format]}`;
    await this.storage.put(storageKey, file.buffer);
    try {
      return await this.db.transaction(async (repos) => {
        const row = await repos.enterprisePlans.create({
          id,
          enterpriseId,
          kind,
          towerId,
          title: fields.title || null,
          sortOrder: fields.order ?? (await repos.enterprisePlans.nextOrder(enterpriseId, kind, towerId)),
          storageKey,
          fileName: file.fileName,
          mimeType: FILE_FORMAT_MIME[format],
          size: file.buffer.length,
          createdById: actor.id,
        });
        await repos.enterpriseSteps.log(enterpriseId, actor.id, "PLAN_UPLOAD", {
          plan_id: id,
          kind,
          tower_id: towerId,
          title: row.title,
        });
        return row;
      });
    } catch (err) {
      await this.storage.delete(storageKey).catch(logBestEffort(this.log, "delete an orphaned file", { storageKey }));
      throw err;
    }
  }

  async update(
    actor: AuthUser,
    enterpriseId: string,
    kind: PlanKind,
    planId: string,
    body: PlanUpdateBody,
  ): Promise<EnterprisePlanRow> {
    await this.manager(actor, enterpriseId);
    return this.db.transaction(async (repos) => {
      const before = await repos.enterprisePlans.find(enterpriseId, kind, planId);
      if (!before) throw enterprisePlanNotFound();
      if (body.tower_id) await this.assertTower(repos, enterpriseId, body.tower_id);
      const row = await repos.enterprisePlans.update(planId, {
        ...(body.title !== undefined ? { title: body.title || null } : {}),
        ...(body.order !== undefined ? { sortOrder: body.order } : {}),
        ...(body.tower_id ? { towerId: body.tower_id } : {}),
      });
      await repos.enterpriseSteps.log(enterpriseId, actor.id, "PLAN_UPDATE", {
        plan_id: planId,
        kind,
        before: { title: before.title, order: before.sortOrder, tower_id: before.towerId },
        after: { title: row.title, order: row.sortOrder, tower_id: row.towerId },
      });
      return row;
    });
  }

  async remove(actor: AuthUser, enterpriseId: string, kind: PlanKind, planId: string): Promise<void> {
    await this.manager(actor, enterpriseId);
    const row = await this.db.transaction(async (repos) => {
      const plan = await repos.enterprisePlans.find(enterpriseId, kind, planId);
      if (!plan || !(await repos.enterprisePlans.delete(plan.id))) throw enterprisePlanNotFound();
      await repos.enterpriseSteps.log(enterpriseId, actor.id, "PLAN_DELETE", {
        plan_id: plan.id,
        kind,
        tower_id: plan.towerId,
        title: plan.title,
      });
      return plan;
    });
    // After commit: a failed delete leaves an orphan object, never a row without its file.
    await this.storage
      .delete(row.storageKey)
      .catch(logBestEffort(this.log, "delete a removed file", { storageKey: row.storageKey }));
  }
}
