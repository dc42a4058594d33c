import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import ts from "typescript";
import { describe, expect, it } from "vitest";

/**
 * Issue 17 section 2: a domain error's text lives in the contracts catalogue (MSG, FIELD_MSG or a module's
 * `<M>_MSG` in packages/contracts), never inline in a service, repository or rule. This scan parses every source
 * file of the package and refuses `new AppError(code, <text>)` and `fieldError(field, <text>)` whose text is
 * written in place (a string or template with words in it). Name the error in the module's `<m>.errors.ts`.
 */

const SRC = fileURLToPath(new URL(".", import.meta.url));

/**
 * Folders being split by other branches at the time of writing (h/deals splits deals, h/inventory splits
 * inventory and enterprises); they move their texts as they go. (enterprises/ has none
 * inline, so it is not listed.) The merge empties this list: a listed folder without any inline text left (or
 * gone) fails the last test below, so the list only shrinks.
 */
const NOT_YET_MOVED: readonly string[] = [];

interface InlineText {
  file: string;
  line: number;
  call: string;
}

const hasWords = (s: string) => /\p{L}/u.test(s);

/** True when the expression spells a user text in place (as opposed to naming one from the catalogue). */
function isInlineText(e: ts.Expression): boolean {
  if (ts.isStringLiteral(e) || ts.isNoSubstitutionTemplateLiteral(e)) return hasWords(e.text);
  if (ts.isTemplateExpression(e)) return hasWords(e.head.text + e.templateSpans.map((s) => s.literal.text).join(""));
  if (ts.isParenthesizedExpression(e)) return isInlineText(e.expression);
  if (ts.isArrayLiteralExpression(e)) return e.elements.some(isInlineText);
  if (ts.isConditionalExpression(e)) return isInlineText(e.whenTrue) || isInlineText(e.whenFalse);
  if (ts.isBinaryExpression(e)) return isInlineText(e.left) || isInlineText(e.right);
  return false;
}

/** `new AppError(code, text)` and `fieldError(field, text)` calls whose text is inline. */
function findInlineTexts(file: string, source: string): InlineText[] {
  const sf = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS);
  const found: InlineText[] = [];
  const visit = (node: ts.Node) => {
    const call =
      ts.isNewExpression(node) && ts.isIdentifier(node.expression) && node.expression.text === "AppError"
        ? node
        : ts.isCallExpression(node) && ts.isIdentifier(node.expression) && node.expression.text === "fieldError"
          ? node
          : null;
    const text = call?.arguments?.[1];
    if (call && text && isInlineText(text)) {
      const { line } = sf.getLineAndCharacterOfPosition(call.getStart(sf));
      found.push({ file, line: line + 1, call: call.getText(sf).replace(/\s+/g, " ").slice(0, 120) });
    }
    ts.forEachChild(node, visit);
  };
  visit(sf);
  return found;
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return entry.name.endsWith(".ts") && !entry.name.endsWith(".test.ts") ? [path] : [];
  });
}

const everyInlineText = sourceFiles(SRC).flatMap((path) =>
  findInlineTexts(relative(SRC, path).split("\\").join("/"), readFileSync(path, "utf8")),
);
const notYetMoved = (t: InlineText) => NOT_YET_MOVED.some((folder) => t.file.startsWith(folder));

describe("domain error texts come from the contracts catalogue", () => {
  it("the scan recognises inline texts and lets catalogue names through", () => {
    const sample = [
      'throw new AppError("NOT_FOUND", "Roleta não encontrada.");',
      "throw new AppError(",
      '  "CONFLICT",',
      // biome-ignore lint/suspicious/noTemplateCurlyInString: source code under test, not a template
      "  `Nenhuma roleta ${type} ativa.`,",
      ");",
      // biome-ignore lint/suspicious/noTemplateCurlyInString: source code under test, not a template
      'throw fieldError("user_id", `deve ser um ${role} ativo`);',
      'throw new AppError("BAD_REQUEST", ok ? MSG.a : "texto solto");',
      'throw new AppError("NOT_FOUND", MSG.rouletteNotFound);',
      'throw fieldError("cursor", FIELD_MSG.cursorInvalid);',
      "throw new AppError(reason.code, reason.message);",
      // biome-ignore lint/suspicious/noTemplateCurlyInString: source code under test, not a template
      'return new AppError("BAD_REQUEST", [`"${field}" ${text}`]);',
    ].join("\n");
    expect(findInlineTexts("sample.ts", sample).map((t) => t.line)).toEqual([1, 2, 6, 7]);
  });

  it("no service, repository or rule outside the allow-list writes an error text inline", () => {
    const offenders = everyInlineText.filter((t) => !notYetMoved(t)).map((t) => `${t.file}:${t.line} ${t.call}`);
    expect(offenders).toEqual([]);
  });

  it("every allow-listed folder still has inline texts (otherwise take it off NOT_YET_MOVED)", () => {
    const stale = NOT_YET_MOVED.filter((folder) => !everyInlineText.some((t) => t.file.startsWith(folder)));
    expect(stale).toEqual([]);
  });
});
