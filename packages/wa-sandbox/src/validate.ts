import type { SandboxTemplate } from "./demo";

/**
 * Validation of POST /{version}/{phone_number_id}/messages, with the codes the Cloud API answers: (#100) for a
 * missing or unknown parameter, 131009 for a bad value, 131051 for an unsupported type, 132001 for a template that
 * does not exist in the language (or is not approved), 132015/132016 paused/disabled, 132000 for a parameter count
 * (or name) that does not match the template.
 */

export interface ParsedSend {
  to: string;
  type: "text" | "template" | "image" | "document";
  /** Pricing category as statuses report it: service for free-form messages, else the template's category. */
  category: "service" | "marketing" | "utility" | "authentication";
  /** Text as the recipient would see it (templates rendered with their parameters); used by the log and dev page. */
  preview: string;
  template?: { name: string; language: string };
  mediaId?: string;
  link?: string;
}

export type SendCheck = { ok: true; send: ParsedSend } | { ok: false; code: number; details: string; message?: string };

const SUPPORTED = ["text", "template", "image", "document"] as const;
const isObject = (v: unknown): v is Record<string, unknown> => typeof v === "object" && v !== null && !Array.isArray(v);
const required = (param: string): SendCheck => ({
  ok: false,
  code: 100,
  details: `The parameter ${param} is required.`,
  message: `(#100) The parameter ${param} is required.`,
});
const invalid = (details: string): SendCheck => ({ ok: false, code: 131009, details });

export interface ValidationContext {
  templates: SandboxTemplate[];
  mediaExists: (id: string) => boolean;
}

export function validateSend(body: unknown, ctx: ValidationContext): SendCheck {
  if (!isObject(body)) return { ok: false, code: 100, details: "The request body must be a JSON object." };
  if (body.messaging_product === undefined) return required("messaging_product");
  if (body.messaging_product !== "whatsapp") return invalid("messaging_product must be 'whatsapp'.");
  if (body.recipient_type !== undefined && body.recipient_type !== "individual") {
    return invalid("recipient_type must be 'individual'.");
  }
  if (body.to === undefined) return required("to");
  if (typeof body.to !== "string" || !/^\+?\d{8,15}$/.test(body.to.replace(/[\s()-]/g, ""))) {
    return invalid("Parameter 'to' is not a valid phone number.");
  }
  const to = body.to.replace(/[^\d]/g, "");
  const type = body.type ?? "text";
  if (typeof type !== "string" || !(SUPPORTED as readonly string[]).includes(type)) {
    return { ok: false, code: 131051, details: `Message type ${String(type)} is not supported.` };
  }
  const content = body[type];
  if (!isObject(content)) return required(type);

  if (type === "text") {
    if (typeof content.body !== "string" || content.body.length === 0) return required("text['body']");
    if (content.body.length > 4096) return invalid("Param text['body'] must be at most 4096 characters long.");
    return { ok: true, send: { to, type, category: "service", preview: content.body } };
  }
  if (type === "image" || type === "document") {
    const { id, link, caption } = content;
    if (id === undefined && link === undefined) return required(`${type}['id'] or ${type}['link']`);
    if (id !== undefined && (typeof id !== "string" || !ctx.mediaExists(id))) {
      return invalid(`Param ${type}['id'] is not a valid media id.`);
    }
    if (link !== undefined && (typeof link !== "string" || !/^https?:\/\//.test(link))) {
      return invalid(`Param ${type}['link'] must be an http(s) URL.`);
    }
    if (caption !== undefined && typeof caption !== "string")
      return invalid(`Param ${type}['caption'] must be a string.`);
    if (type === "document" && content.filename !== undefined && typeof content.filename !== "string") {
      return invalid("Param document['filename'] must be a string.");
    }
    const label =
      type === "image"
        ? "[imagem]"
        : `[documento${typeof content.filename === "string" ? ` ${content.filename}` : ""}]`;
    return {
      ok: true,
      send: {
        to,
        type,
        category: "service",
        preview: typeof caption === "string" ? `${label} ${caption}` : label,
        ...(typeof id === "string" ? { mediaId: id } : {}),
        ...(typeof link === "string" ? { link } : {}),
      },
    };
  }
  return validateTemplate(to, content, ctx.templates);
}

function validateTemplate(to: string, content: Record<string, unknown>, templates: SandboxTemplate[]): SendCheck {
  if (typeof content.name !== "string" || content.name === "") return required("template['name']");
  if (!isObject(content.language) || typeof content.language.code !== "string") {
    return required("template['language']['code']");
  }
  const language = content.language.code;
  const template = templates.find((t) => t.name === content.name && t.language === language);
  if (!template || template.status === "PENDING" || template.status === "REJECTED") {
    return { ok: false, code: 132001, details: `template name (${content.name}) does not exist in ${language}` };
  }
  if (template.status === "PAUSED")
    return { ok: false, code: 132015, details: `template (${template.name}) is paused` };
  if (template.status === "DISABLED") {
    return { ok: false, code: 132016, details: `template (${template.name}) is disabled` };
  }
  const components = content.components ?? [];
  if (!Array.isArray(components) || !components.every(isObject))
    return invalid("Param template['components'] must be an array.");
  for (const c of components) {
    if (!["header", "body", "button", "footer"].includes(String(c.type))) {
      return invalid(`Param template['components'][]['type'] ${String(c.type)} is not valid.`);
    }
  }
  const header = components.find((c) => c.type === "header");
  const headerParams = Array.isArray(header?.parameters) ? header.parameters : [];
  if (headerParams.length > 0) {
    return {
      ok: false,
      code: 132000,
      details: `header: number of localizable_params (${headerParams.length}) does not match the expected number of params (0)`,
    };
  }
  const bodyComponent = components.find((c) => c.type === "body");
  const params: unknown[] = Array.isArray(bodyComponent?.parameters) ? bodyComponent.parameters : [];
  const values: Record<string, string> = {};
  for (const [i, p] of params.entries()) {
    if (!isObject(p)) return invalid("body: every parameter must be an object.");
    const value = parameterText(p);
    if (value === null)
      return { ok: false, code: 131008, details: `body: parameter ${i + 1} has no value for its type` };
    values[typeof p.parameter_name === "string" ? p.parameter_name : String(i + 1)] = value;
  }
  let rendered: string;
  if (template.parameter_format === "POSITIONAL") {
    const expected = new Set([...template.body.matchAll(/\{\{(\d+)\}\}/g)].map((m) => m[1])).size;
    if (params.some((p) => isObject(p) && p.parameter_name !== undefined)) {
      return {
        ok: false,
        code: 132000,
        details: "body: template uses positional parameters; parameter_name is not allowed",
      };
    }
    if (params.length !== expected) {
      return {
        ok: false,
        code: 132000,
        details: `body: number of localizable_params (${params.length}) does not match the expected number of params (${expected})`,
      };
    }
    rendered = template.body.replace(/\{\{(\d+)\}\}/g, (_, n: string) => values[n] ?? "");
  } else {
    const expected = [...new Set([...template.body.matchAll(/\{\{([a-z_][a-z0-9_]*)\}\}/g)].map((m) => m[1]!))].sort();
    const given = params
      .map((p) => (isObject(p) && typeof p.parameter_name === "string" ? p.parameter_name : ""))
      .sort();
    if (given.length !== expected.length || given.some((g, i) => g !== expected[i])) {
      return {
        ok: false,
        code: 132000,
        details: `body: parameter names (${given.join(", ") || "none"}) do not match the expected params (${expected.join(", ")})`,
      };
    }
    rendered = template.body.replace(/\{\{([a-z_][a-z0-9_]*)\}\}/g, (_, n: string) => values[n] ?? "");
  }
  if (rendered.length > 1024)
    return { ok: false, code: 132005, details: "body: hydrated text is longer than 1024 characters" };
  return {
    ok: true,
    send: {
      to,
      type: "template",
      category: template.category.toLowerCase() as ParsedSend["category"],
      preview: rendered,
      template: { name: template.name, language },
    },
  };
}

/** The text a parameter puts in the body: text, currency fallback or date_time fallback; null when it has none. */
function parameterText(p: Record<string, unknown>): string | null {
  if (p.type === "text") return typeof p.text === "string" && p.text !== "" ? p.text : null;
  if (p.type === "currency" && isObject(p.currency)) {
    return typeof p.currency.fallback_value === "string" ? p.currency.fallback_value : null;
  }
  if (p.type === "date_time" && isObject(p.date_time)) {
    return typeof p.date_time.fallback_value === "string" ? p.date_time.fallback_value : null;
  }
  return null;
}
