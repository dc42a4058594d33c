/**
 * Hostile text (docs/decisions/032-hostile-input.md): what no string may carry, and what names and file names lose.
 * Pure string functions, shared by the API (request scan, upload names) and the web (forms).
 */

const LONE_SURROGATE = "[\\uD800-\\uDBFF](?![\\uDC00-\\uDFFF])|(?<![\\uD800-\\uDBFF])[\\uDC00-\\uDFFF]";
/** NUL (PostgreSQL text refuses it) or a UTF-16 surrogate without its pair (not Unicode text at all). */
const INVALID_CHARS = new RegExp(`\\u0000|${LONE_SURROGATE}`);
const LONE_SURROGATES = new RegExp(LONE_SURROGATE, "g");

/** True when the string cannot be stored as text: a NUL or a lone surrogate. Such input is refused, not repaired. */
export function hasInvalidChars(s: string): boolean {
  return INVALID_CHARS.test(s);
}

/**
 * ANSI/VT escape sequences: CSI (`ESC [` ... final byte, or the 8-bit U+009B), OSC / DCS / APC / PM / SOS strings up
 * to BEL or ST, and two-byte `ESC x` escapes. Removed whole, so no `[31m` is left behind in a name.
 */
const ANSI_ESCAPES =
  /(?:\u001b\[|\u009b)[\u0030-\u003f]*[\u0020-\u002f]*[\u0040-\u007e]?|(?:\u001b[\]PX^_]|[\u0090\u0098\u009d-\u009f])[^\u0007\u001b\u009c]*(?:\u0007|\u001b\\|\u009c)?|\u001b[\u0020-\u007e]?/g;
/** Bidi embeddings, overrides and isolates, LRM/RLM and the Arabic letter mark: they reorder what others see. */
const BIDI_CONTROLS = /[\u202a-\u202e\u2066-\u2069\u200e\u200f\u061c]/g;
/** C0 controls, DEL and C1 controls. */
const CONTROLS = /[\u0000-\u001f\u007f-\u009f]/g;
/** The same, but tab and line feed stay (multi-line text). */
const CONTROLS_BUT_TAB_LF = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f]/g;

/**
 * Zero-width space, non-joiner, joiner, word joiner and the BOM (zero-width no-break space): invisible, so two names
 * that look the same would differ, and a search for what the user sees would miss them.
 */
const ZERO_WIDTH = /[\u200b-\u200d\u2060\ufeff]/g;

/** Escapes, bidi controls and zero-width characters removed; NFC, so "é" typed or pasted decomposed is one letter. */
function stripEscapesAndBidi(s: string): string {
  return s.replace(ANSI_ESCAPES, "").replace(BIDI_CONTROLS, "").replace(ZERO_WIDTH, "").normalize("NFC");
}

/**
 * A single-line text such as a person's or a company's name: escape sequences, bidi controls, zero-width and control
 * characters removed, NFC; a tab or line break becomes a space. Not trimmed (the schemas trim after it).
 */
export function cleanLine(s: string): string {
  return stripEscapesAndBidi(s)
    .replace(/[\t\r\n]+/g, " ")
    .replace(CONTROLS, "");
}

/** A multi-line text (annotations): like cleanLine, but line breaks (CRLF -> LF) and tabs are kept. */
export function cleanMultiline(s: string): string {
  return stripEscapesAndBidi(s.replace(/\r\n?/g, "\n")).replace(CONTROLS_BUT_TAB_LF, "");
}

export const FILE_NAME_MAX = 150;

/**
 * The name an uploaded file is stored and shown under. Everything after a NUL is dropped (`a.pdf\0.exe` is `a.pdf`,
 * never `a.pdf.exe`), then any path, control and bidi characters, escape sequences and `<`, `>`, `"` go; at most
 * FILE_NAME_MAX characters (whole code points); `arquivo` when nothing is left.
 */
export function cleanFileName(name: string | undefined | null): string {
  const beforeNul = (name ?? "").split("\u0000")[0] ?? "";
  const base = beforeNul.split(/[\\/]/).pop() ?? "";
  const clean = cleanLine(base).replace(/[<>"]/g, "").replace(LONE_SURROGATES, "").trim();
  return Array.from(clean || "arquivo")
    .slice(0, FILE_NAME_MAX)
    .join("");
}
