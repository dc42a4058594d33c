/** Audit action names of the leads module (same style as modules/audit/audit.actions.ts). */
export const LEAD_AUDIT = {
  bulkDeleted: "lead.bulk_deleted",
  linkCreated: "lead.link_created",
  logEdited: "lead.log_edited",
} as const;
