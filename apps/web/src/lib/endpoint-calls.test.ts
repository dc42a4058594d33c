import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

/**
 * One definition per endpoint (docs/architecture.md): the web calls the API through `callEndpoint(DEFINITION, …)`,
 * never through a path written by hand. The screens not yet moved to definitions still hold hand-written paths; this
 * count may only go down (lower it when a module moves), and a module that moved keeps none.
 */
const HAND_WRITTEN_PATHS_LEFT = 105;
const MOVED_FEATURES = [
  "solicitations",
  "notifications",
  "schedules",
  "availability-schedules",
  "availability",
  "roulettes",
  "chat",
  "reports",
  "home",
];

const SRC = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const HAND_WRITTEN = /\bapi(?:Request|Blob)(?:<[^>]*>)?\(\s*[`"']\//g;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile() && /\.tsx?$/.test(e.name) && !/\.test\.tsx?$/.test(e.name))
    .map((e) => path.join(e.parentPath, e.name));
}

const handWritten = (file: string) => readFileSync(file, "utf8").match(HAND_WRITTEN)?.length ?? 0;

describe("API calls from the web", () => {
  it("the count of hand-written API paths only goes down", () => {
    const total = sourceFiles(SRC).reduce((sum, file) => sum + handWritten(file), 0);
    expect(total).toBeLessThanOrEqual(HAND_WRITTEN_PATHS_LEFT);
  });

  it.each(MOVED_FEATURES)("features/%s calls the API only through endpoint definitions", (feature) => {
    const files = sourceFiles(path.join(SRC, "features", feature));
    expect(files.length).toBeGreaterThan(0);
    expect(files.filter((f) => handWritten(f) > 0).map((f) => path.relative(SRC, f))).toEqual([]);
  });

  it("recognises a hand-written path, typed or not, on the same line or the next", () => {
    const sample =
      'apiRequest("/a"); apiRequest<X>(`/b/${id}`); apiBlob(\n  "/c"); callEndpoint(E.list); apiRequest(path)';
    expect(sample.match(HAND_WRITTEN)).toHaveLength(3);
  });
});
