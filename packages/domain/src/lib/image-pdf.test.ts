import { readFileSync } from "node:fs";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { ImageDecodeError, imagesToPdf, sniffConvertible } from "./image-pdf";

/** A real HEIC (HEVC) photo, 320x240, written by libheif's heif-enc. */
const heic = readFileSync(new URL("./fixtures/document.heic", import.meta.url));

const solid = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 4, background: { r: 30, g: 90, b: 200, alpha: 0.5 } } });

/** The pages' MediaBoxes, as pdfkit writes them (object dictionaries are not compressed). */
function pageBoxes(pdf: Buffer): number[][] {
  const text = pdf.toString("latin1");
  return [...text.matchAll(/\/Type \/Page\n[\s\S]*?\/MediaBox \[([^\]]+)\]/g)].map((m) =>
    (m[1] ?? "").trim().split(/\s+/).map(Number),
  );
}

describe("sniffConvertible", () => {
  it("tells JPEG, PNG, WebP and HEIC apart by content, and nothing else", async () => {
    expect(sniffConvertible(await solid(4, 4).jpeg().toBuffer())).toBe("jpeg");
    expect(sniffConvertible(await solid(4, 4).png().toBuffer())).toBe("png");
    expect(sniffConvertible(await solid(4, 4).webp().toBuffer())).toBe("webp");
    expect(sniffConvertible(heic)).toBe("heic");
    // AVIF is HEIF too, but not HEVC: not an HEIC.
    expect(sniffConvertible(await solid(4, 4).avif().toBuffer())).toBeNull();
    expect(sniffConvertible(Buffer.from("%PDF-1.7"))).toBeNull();
    expect(sniffConvertible(Buffer.from("GIF89a......"))).toBeNull();
  });
});

describe("imagesToPdf", () => {
  it("makes one A4 page per image, in order, landscape for a wide photo, HEIC included", async () => {
    const tall = await solid(600, 900).png().toBuffer();
    const wide = await solid(1200, 500).webp().toBuffer();
    const pdf = await imagesToPdf([
      { buffer: tall, format: "png" },
      { buffer: heic, format: "heic" },
      { buffer: wide, format: "webp" },
    ]);
    expect(pdf.subarray(0, 5).toString("latin1")).toBe("%PDF-");
    expect(pageBoxes(pdf)).toEqual([
      [0, 0, 595.28, 841.89],
      [0, 0, 841.89, 595.28],
      [0, 0, 841.89, 595.28],
    ]);
  });

  it("turns a phone photo upright by its EXIF orientation (a 90° photo becomes a portrait page)", async () => {
    // Stored 1000x600 with orientation 6: the camera was held upright, so the page is portrait.
    const rotated = await sharp({ create: { width: 1000, height: 600, channels: 3, background: "#888" } })
      .jpeg()
      .withMetadata({ orientation: 6 })
      .toBuffer();
    expect(pageBoxes(await imagesToPdf([{ buffer: rotated, format: "jpeg" }]))).toEqual([[0, 0, 595.28, 841.89]]);
  });

  it("names the first image that cannot be decoded", async () => {
    const good = await solid(10, 10).jpeg().toBuffer();
    const broken = Buffer.concat([good.subarray(0, 40), Buffer.alloc(40)]);
    await expect(
      imagesToPdf([
        { buffer: good, format: "jpeg" },
        { buffer: broken, format: "jpeg" },
      ]),
    ).rejects.toEqual(new ImageDecodeError(1));
  });
});
