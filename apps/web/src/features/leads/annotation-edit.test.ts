import { describe, expect, it } from "vitest";
import { annotationEditBody, canEditAnnotation } from "./annotation-edit";
import { buildTimeline, type TimelineEntry } from "./timeline";

const AUTHOR = "aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa";
const OTHER = "bbbbbbbb-bbbb-4bbb-8bbb-bbbbbbbbbbbb";
const annotation: TimelineEntry = {
  id: "1",
  kind: "annotation",
  followUp: "CALL",
  title: "Ligação",
  details: [],
  text: "Ligou de volta",
  author: "Ana",
  authorId: AUTHOR,
  at: "2026-11-20T10:00:00Z",
};

describe("editing an annotation", () => {
  it("is offered to the author and to admins, never to read-only users or for system entries", () => {
    const specialist = { id: AUTHOR, roles: ["ONLINE_SPECIALIST"], readOnly: false };
    expect(canEditAnnotation(annotation, specialist)).toBe(true);
    expect(canEditAnnotation(annotation, { ...specialist, id: OTHER })).toBe(false);
    expect(canEditAnnotation(annotation, { id: OTHER, roles: ["ONLINE_COORDINATOR"], readOnly: false })).toBe(false);
    expect(canEditAnnotation(annotation, { id: OTHER, roles: ["GERAL_ADMIN"], readOnly: false })).toBe(true);
    expect(canEditAnnotation(annotation, { id: OTHER, roles: ["OPERATIONAL_ADMIN"], readOnly: false })).toBe(true);
    expect(canEditAnnotation(annotation, { id: AUTHOR, roles: ["GERAL_ADMIN"], readOnly: true })).toBe(false);
    expect(canEditAnnotation({ ...annotation, kind: "status" }, specialist)).toBe(false);
  });

  it("sends the trimmed new text, nothing when empty or unchanged", () => {
    expect(annotationEditBody(annotation, "  Retornar amanhã  ")).toEqual({ message: "Retornar amanhã" });
    expect(annotationEditBody(annotation, "   ")).toBeNull();
    expect(annotationEditBody(annotation, " Ligou de volta ")).toBeNull();
  });

  it("shows the edited text of an annotation, flagged as edited, with its author id", () => {
    const [entry] = buildTimeline(
      [
        {
          _id: "1",
          lead_id: "l",
          type: "NOTE",
          subtype: null,
          text: "Primeira versão",
          message: "Versão corrigida",
          status_profile: null,
          data: null,
          author: { _id: AUTHOR, full_name: "Ana" },
          createdAt: "2026-11-20T10:00:00Z",
        },
      ],
      [],
    );
    expect(entry).toMatchObject({ kind: "annotation", text: "Versão corrigida", edited: true, authorId: AUTHOR });
  });
});
