import { LEAD_LOG_ADMIN_ROLES, logPatchBody } from "@portal/contracts/leads";
import { hasRole } from "@portal/contracts/policy";
import type { TimelineEntry } from "./timeline";

export interface AnnotationViewer {
  id: string;
  roles: readonly string[];
  readOnly: boolean;
}

/**
 * PATCH /leads/logs/{logId} is allowed to the annotation's author and to admins (LEAD_LOG_ADMIN_ROLES), never to a
 * read-only user, and only for annotations (follow-ups); the server checks it again.
 */
export function canEditAnnotation(entry: TimelineEntry, viewer: AnnotationViewer): boolean {
  if (entry.kind !== "annotation" || viewer.readOnly) return false;
  return entry.authorId === viewer.id || hasRole(viewer.roles, LEAD_LOG_ADMIN_ROLES);
}

/** The PATCH body for a new text, or null when there is nothing to save (unchanged or empty). */
export function annotationEditBody(entry: TimelineEntry, draft: string): { message: string } | null {
  const message = draft.trim();
  if (!message || message === (entry.text ?? "").trim()) return null;
  return logPatchBody.parse({ message }) as { message: string };
}
