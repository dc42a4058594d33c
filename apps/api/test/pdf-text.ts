import { inflateSync } from "node:zlib";

// WinAnsi is Latin-1 plus these in 0x80-0x9f.
const WIN_ANSI: Record<number, string> = {
  128: "€",
  133: "…",
  145: "‘",
  146: "’",
  147: "“",
  148: "”",
  149: "•",
  150: "–",
  151: "—",
};
const winAnsi = (hex: string) =>
  [...Buffer.from(hex, "hex")].map((b) => WIN_ANSI[b] ?? String.fromCharCode(b)).join("");

/**
 * The text a PDF made with the standard fonts shows: every stream inflated, the strings of its TJ/Tj operators
 * decoded from WinAnsi. A stream is read by its dictionary's /Length: cutting at the next "endstream" instead
 * dropped the last byte of a compressed stream whenever that byte was a carriage return (its checksum: about one
 * report in 256, depending on the time printed in the footer), and the text came out empty.
 */
export function pdfText(pdf: Buffer): string {
  const raw = pdf.toString("latin1");
  const lines: string[] = [];
  for (const m of raw.matchAll(/\/Length (\d+)\b[^>]*>>\s*stream\r?\n/g)) {
    const start = (m.index ?? 0) + m[0].length;
    const bytes = pdf.subarray(start, start + Number(m[1]));
    let content: string;
    try {
      content = inflateSync(bytes).toString("latin1");
    } catch {
      content = bytes.toString("latin1");
    }
    for (const op of content.matchAll(/\[(.*?)\]\s*TJ|<([0-9a-fA-F]*)>\s*Tj/g)) {
      const hexes = op[1] ? [...op[1].matchAll(/<([0-9a-fA-F]*)>/g)].map((h) => h[1] as string) : [op[2] as string];
      lines.push(hexes.map(winAnsi).join(""));
    }
  }
  return lines.join("\n");
}
