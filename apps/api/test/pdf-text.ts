import { inflateSync } from "node:zlib";

/** Text shown by a PDF made with the standard fonts (streams inflated, hex strings decoded as Latin-1). */
export function pdfText(pdf: Buffer): string {
  const raw = pdf.toString("latin1");
  const out: string[] = [];
  for (const m of raw.matchAll(/stream\r?\n([\s\S]*?)\r?\nendstream/g)) {
    const bytes = Buffer.from(m[1] as string, "latin1");
    let content: string;
    try {
      content = inflateSync(bytes).toString("latin1");
    } catch {
      content = bytes.toString("latin1");
    }
    for (const op of content.matchAll(/\[(.*?)\]\s*TJ|<([0-9a-fA-F]*)>\s*Tj/g)) {
      const hexes = op[1] ? [...op[1].matchAll(/<([0-9a-fA-F]*)>/g)].map((h) => h[1] as string) : [op[2] as string];
      out.push(hexes.map((h) => Buffer.from(h, "hex").toString("latin1")).join(""));
    }
  }
  return out.join("\n");
}
