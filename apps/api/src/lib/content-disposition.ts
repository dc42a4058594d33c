/**
 * The one Content-Disposition of every download and export (RFC 6266 with RFC 5987's `filename*`): the UTF-8 name,
 * percent-encoded and NFC-normalised (so "plantão" is one "ã", not "a" + a combining tilde that some systems show
 * apart), and an ASCII fallback for old clients ("plantao": accents dropped, quotes and backslashes removed).
 */
export function contentDisposition(fileName: string, disposition: "attachment" | "inline" = "attachment"): string {
  const name = fileName.normalize("NFC");
  const ascii =
    name
      .normalize("NFD")
      .replace(/\p{M}/gu, "")
      .replace(/[^\x20-\x7e]/g, "_")
      .replace(/["\\]/g, "")
      .trim() || "arquivo";
  // encodeURIComponent leaves ' ( ) * ! which RFC 5987's attr-char does not allow.
  const encoded = encodeURIComponent(name).replace(/['()*!]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `${disposition}; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}
