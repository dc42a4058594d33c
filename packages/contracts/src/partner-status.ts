import { z } from "zod";
import { MSG } from "./messages";
import { ADMIN_ROLES, PARTNER_ROLES, type Role } from "./roles";
import { UFS } from "./ufs";

/**
 * Partner approval (decision 064): a partner broker or agent who signs up waits for the partnership coordinator
 * (or an admin) before prices, the mirror and the enterprises open; existing partners were migrated as APPROVED.
 */
export const PARTNER_STATUSES = ["PENDING_APPROVAL", "APPROVED", "REJECTED"] as const;
export type PartnerStatus = (typeof PARTNER_STATUSES)[number];
export const partnerStatusSchema = z.enum(PARTNER_STATUSES);
export const PARTNER_STATUS_LABELS: Record<PartnerStatus, string> = {
  PENDING_APPROVAL: "Cadastro em análise",
  APPROVED: "Aprovado",
  REJECTED: "Recusado",
};

/** Who approves or rejects partners: the partnership coordinator and the admins (MASTER passes every role check). */
export const PARTNER_APPROVER_ROLES: readonly Role[] = ["PARTNERSHIP_COORDINATOR", ...ADMIN_ROLES];

const isPartner = (roles: readonly string[]) => roles.some((r) => (PARTNER_ROLES as readonly string[]).includes(r));

/** A partner whose registration is not approved (pending or rejected); staff (status null) never are. */
export function partnerAwaitingApproval(roles: readonly string[], status: string | null | undefined): boolean {
  return isPartner(roles) && (status === "PENDING_APPROVAL" || status === "REJECTED");
}

/** The 403 text a partner awaiting approval reads on any route outside PARTNER_PENDING_ROUTES. */
export function partnerGateMessage(status: string | null | undefined): string {
  return status === "REJECTED" ? MSG.partnerRejected : MSG.partnerPendingApproval;
}

/**
 * The only routes a partner awaiting approval may call: their session, profile and notifications. A list of what
 * stays open rather than of what closes, so a route added later is closed to them until someone opens it here.
 */
export const PARTNER_PENDING_ROUTES: ReadonlySet<string> = new Set([
  "POST /users/logout",
  "GET /users/my-profile",
  "PUT /users/change-password",
  "GET /admin/profile",
  "PUT /admin/profile",
  "PUT /admin/profile/change-password",
  "PUT /admin/profile/complete-registration",
  "POST /admin/profile/image",
  "GET /uploads/avatars/:file",
  "GET /notifications",
  "GET /notifications/list",
  "GET /notifications/grouped",
  "PUT /notifications/read-all",
  "PUT /notifications/user/:userId",
  "PUT /notifications/:id",
  // The websocket's ticket: the approval arrives live (decision 059).
  "POST /ws/ticket",
  "GET /ws",
]);

/**
 * A CRECI registration (decision 064): the number the regional council (CRECI of the UF) issued, an optional
 * F (pessoa física, a broker) or J (pessoa jurídica, an agency), and the council's UF, written in the ways brokers
 * write it: "12345-F/SC", "CRECI-SP 123.456-F", "CRECI/RJ 12345", "12345 J SP". Returns the stored form
 * "12345-F/SC" (number without dots, "-F"/"-J" when given, "/UF"), or null when it is not one.
 */
export function parseCreci(value: string): string | null {
  const v = value.trim().toUpperCase().replace(/\s+/g, " ");
  const m =
    /^(?:CRECI ?[-/]? ?(?<uf1>[A-Z]{2})? ?[-:/]? ?)?(?:N[º°O.]? ?)?(?<num>\d{1,3}(?:\.\d{3})+|\d{1,7}) ?(?:-? ?(?<kind>[FJ]))?(?: ?[-/ ] ?(?<uf2>[A-Z]{2}))?$/.exec(
      v,
    );
  if (!m?.groups) return null;
  const { uf1, uf2, kind } = m.groups;
  const num = (m.groups.num ?? "").replace(/\./g, "").replace(/^0+/, "");
  const uf = uf1 ?? uf2;
  if (!num || !uf || (uf1 && uf2 && uf1 !== uf2)) return null;
  if (!(UFS as readonly string[]).includes(uf)) return null;
  return `${num}${kind ? `-${kind}` : ""}/${uf}`;
}

/**
 * Whether two CRECIs (any of the ways parseCreci reads) are the same registration: the same number AND the same
 * council (UF), since each state's CRECI numbers its brokers on its own ("12345-F/SC" and "12345-F/PR" are two
 * brokers). The F/J letter must agree when both give it. A CRECI without a UF matches nothing.
 */
export function sameCreci(a: string, b: string): boolean {
  const x = creciParts(a);
  const y = creciParts(b);
  if (!x || !y) return false;
  return x.num === y.num && x.uf === y.uf && (!x.kind || !y.kind || x.kind === y.kind);
}

function creciParts(value: string): { num: string; kind: string | undefined; uf: string } | null {
  const m = /^(?<num>\d+)(?:-(?<kind>[FJ]))?\/(?<uf>[A-Z]{2})$/.exec(parseCreci(value) ?? "");
  return m?.groups ? { num: m.groups.num as string, kind: m.groups.kind, uf: m.groups.uf as string } : null;
}

export const CRECI_FORMAT_HINT = "Número e UF do conselho, ex.: 12345-F/SC";
/** The partner's CRECI (sign-up, registration, client registration): number + UF, stored as "12345-F/SC". */
export const partnerCreciField = z
  .string({ error: "é obrigatório" })
  .refine((v) => parseCreci(v) !== null, { error: "deve ser um CRECI com número e UF (ex.: 12345-F/SC)" })
  .transform((v) => parseCreci(v) as string)
  .describe('CRECI number + UF ("12345-F/SC", "CRECI-SP 123.456-F"); stored as "12345-F/SC".');

/** Whether the caller decides partner sign-ups (the approval screen and its navigation entry). */
export function canApprovePartners(roles: readonly string[]): boolean {
  return roles.includes("MASTER") || roles.some((r) => (PARTNER_APPROVER_ROLES as readonly string[]).includes(r));
}
