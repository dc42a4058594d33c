/**
 * What a built domain is made of, as plain data two builds can be compared by: every service (the domain's keys and
 * the members of its groups), and for each of its fields what it holds —
 * - `fn:<name>`: a collaborator function or hook (a bound method reads `bound publish`, so a hook that publishes
 *   through NotificationsService reads differently from one written inline);
 * - `service:<path>`: another service of the same domain (shared instances, not copies);
 * - `missing`: undefined or null, the hook nobody wired;
 * - `<Class>`: an instance of a class outside the domain's services (Database, Redis, ...), not walked;
 * - plain objects (deps bags, publishers) walked field by field.
 * Private `#fields` and the contents of Maps and Sets (caches, batchers) are not part of it.
 */
export type Wiring = Record<string, string>;

const MAX_DEPTH = 6;

export function describeWiring(domain: Record<string, unknown>): Wiring {
  const services = new Map<object, string>();
  const isService = (v: unknown): v is object => typeof v === "object" && v !== null && !isPlain(v);
  for (const [key, value] of sorted(domain)) {
    if (isService(value)) services.set(value, key);
    else if (isPlain(value)) {
      for (const [member, inner] of sorted(value)) if (isService(inner)) services.set(inner, `${key}.${member}`);
    }
  }

  const out: Wiring = {};
  const visit = (value: unknown, path: string, depth: number, seen: Set<object>) => {
    if (value === undefined || value === null) {
      out[path] = "missing";
      return;
    }
    if (typeof value === "function") {
      out[path] = `fn:${value.name}`;
      return;
    }
    if (typeof value !== "object") {
      out[path] = typeof value;
      return;
    }
    const service = services.get(value);
    if (service !== undefined && service !== path) {
      out[path] = `service:${service}`;
      return;
    }
    out[path] = className(value);
    // A service is walked where it is built; any other class instance is infrastructure, named but not walked.
    if (service === undefined && !isPlain(value)) return;
    if (seen.has(value) || depth > MAX_DEPTH) {
      out[path] = "cycle";
      return;
    }
    const next = new Set(seen).add(value);
    for (const [key, inner] of sorted(value)) visit(inner, `${path}.${key}`, depth + 1, next);
  };
  for (const [key, value] of sorted(domain)) visit(value, key, 0, new Set());
  return out;
}

function isPlain(v: unknown): v is Record<string, unknown> {
  if (typeof v !== "object" || v === null) return false;
  const proto = Object.getPrototypeOf(v);
  return proto === Object.prototype || proto === null;
}

function className(v: object): string {
  if (isPlain(v)) return "{}";
  return (Object.getPrototypeOf(v) as { constructor?: { name?: string } })?.constructor?.name || "Object";
}

function sorted(v: object): [string, unknown][] {
  if (v instanceof Map || v instanceof Set || ArrayBuffer.isView(v)) return [];
  return Object.keys(v)
    .sort()
    .map((key) => [key, (v as Record<string, unknown>)[key]]);
}
