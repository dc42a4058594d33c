import { deflateSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { pdfText } from "./pdf-text";

/** A one-stream PDF body as pdfkit writes it: dictionary with /Length, "stream\n", deflated bytes, "\nendstream". */
function pdfWithStream(content: string): { pdf: Buffer; lastByte: number } {
  const data = deflateSync(Buffer.from(content, "latin1"));
  const head = Buffer.from(`%PDF-1.3\n1 0 obj\n<< /Length ${data.length} /Filter /FlateDecode >>\nstream\n`, "latin1");
  const tail = Buffer.from("\nendstream\nendobj\n%%EOF\n", "latin1");
  return { pdf: Buffer.concat([head, data, tail]), lastByte: data[data.length - 1] as number };
}

const hex = (s: string) => Buffer.from(s, "latin1").toString("hex");

describe("pdfText (test helper)", () => {
  it("reads a compressed stream whose last byte is a carriage return", () => {
    // Vary the text until the deflated stream ends in 0x0d (its Adler-32 checksum decides: about 1 in 256).
    let found: { pdf: Buffer; text: string } | undefined;
    for (let i = 0; i < 1_000 && !found; i++) {
      const text = `Relatório do lead ${"a".repeat(i)}`;
      const { pdf, lastByte } = pdfWithStream(`BT [<${hex(text)}>] TJ ET`);
      if (lastByte === 0x0d) found = { pdf, text };
    }
    if (!found) throw new Error("no stream ending in \\r within 1,000 tries");
    expect(pdfText(found.pdf)).toBe(found.text);
  });

  it("decodes WinAnsi's extra characters", () => {
    const { pdf } = pdfWithStream(`BT <${Buffer.from([0x96, 0x20, 0x80]).toString("hex")}> Tj ET`);
    expect(pdfText(pdf)).toBe("– €");
  });
});
