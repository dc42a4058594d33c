import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

/**
 * CONVENTIONS 9: a failed write shows one toast. The query client's MutationCache toasts every mutation's error;
 * TanStack calls it AND the mutation's own onError, so a mutation that toasts by itself must say
 * `meta: { inlineError: true }` (else the user gets the same red toast twice).
 */
const SRC = path.resolve(import.meta.dirname, "..");

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(name) && !name.includes(".test.") ? [full] : [];
  });
}

/** Each `useMutation(...)` call's text (balanced parentheses). */
function mutationCalls(text: string): { line: number; body: string }[] {
  const calls: { line: number; body: string }[] = [];
  for (let i = text.indexOf("useMutation("); i >= 0; i = text.indexOf("useMutation(", i + 1)) {
    let depth = 0;
    let j = i + "useMutation".length;
    for (; j < text.length; j++) {
      if (text[j] === "(") depth++;
      else if (text[j] === ")" && --depth === 0) break;
    }
    calls.push({ line: text.slice(0, i).split("\n").length, body: text.slice(i, j) });
  }
  return calls;
}

describe("mutation error toasts", () => {
  it("no mutation toasts its own error without silencing the global toast", () => {
    const twice = sourceFiles(SRC).flatMap((file) =>
      mutationCalls(readFileSync(file, "utf8"))
        .filter(({ body }) => {
          const onError = body.indexOf("onError");
          return onError >= 0 && body.slice(onError).includes("notifyError(") && !body.includes("inlineError");
        })
        .map(({ line }) => `${path.relative(SRC, file)}:${line}`),
    );
    expect(twice).toEqual([]);
  });

  it("finds a mutation that would toast twice (the check itself works)", () => {
    const sample = "const m = useMutation({ mutationFn: f, onError: (e) => notifyError(e, 'Falhou') });";
    expect(mutationCalls(sample)).toHaveLength(1);
    expect(mutationCalls(sample)[0]?.body.includes("inlineError")).toBe(false);
  });
});
