/// <reference path="../types/heic-decode.d.ts" />
/**
 * Photos of documents (JPEG, PNG, WebP or an iPhone's HEIC) turned into one PDF, a page per image, so that a lead's
 * and a sale's document package is uniform (decision 067). Each image is turned upright by its EXIF orientation,
 * flattened on white, scaled down to at most MAX_SIDE pixels and embedded as JPEG on an A4 page of its orientation.
 */
import heicDecode from "heic-decode";
import PDFDocument from "pdfkit";
import sharp, { type Sharp } from "sharp";
import { sniffImage } from "./storage";

export const CONVERTIBLE_FORMATS = ["jpeg", "png", "webp", "heic"] as const;
export type ConvertibleFormat = (typeof CONVERTIBLE_FORMATS)[number];

/** 2,400 px on the long side reads as ~200 dpi on A4: sharp enough for a document, small enough to send. */
const MAX_SIDE = 2400;
/** A 50-megapixel photo is the largest a phone takes; larger inputs are refused before decoding. */
const MAX_INPUT_PIXELS = 50_000_000;
const A4: [number, number] = [595.28, 841.89];
const MARGIN = 24;

/** HEIF brands of HEVC-coded images (what iPhones and recent Androids save). */
const HEIC_BRANDS = new Set(["heic", "heix", "hevc", "hevx", "heim", "heis", "hevm", "hevs"]);

/** The image's format by its first bytes, or null when it is not one we convert. */
export function sniffConvertible(buf: Buffer): ConvertibleFormat | null {
  const image = sniffImage(buf);
  if (image) return image.ext === "jpg" ? "jpeg" : image.ext;
  if (buf.length >= 16 && buf.toString("latin1", 4, 8) === "ftyp") {
    const boxSize = Math.min(buf.readUInt32BE(0), buf.length);
    const brands = [buf.toString("latin1", 8, 12)];
    for (let at = 16; at + 4 <= boxSize; at += 4) brands.push(buf.toString("latin1", at, at + 4));
    if (brands.some((b) => HEIC_BRANDS.has(b))) return "heic";
  }
  return null;
}

export class ImageDecodeError extends Error {
  constructor(readonly index: number) {
    super(`image ${index} could not be decoded`);
  }
}

/** One JPEG page image, upright, on white, within MAX_SIDE. */
async function toPageJpeg(buf: Buffer, format: ConvertibleFormat, index: number) {
  try {
    let input: Sharp;
    if (format === "heic") {
      const { width, height, data } = await heicDecode({ buffer: buf });
      if (width * height > MAX_INPUT_PIXELS) throw new ImageDecodeError(index);
      input = sharp(Buffer.from(data.buffer, data.byteOffset, data.byteLength), {
        raw: { width, height, channels: 4 },
      });
    } else {
      input = sharp(buf, { limitInputPixels: MAX_INPUT_PIXELS }).rotate();
    }
    const { data, info } = await input
      .resize({ width: MAX_SIDE, height: MAX_SIDE, fit: "inside", withoutEnlargement: true })
      .flatten({ background: "#ffffff" })
      .jpeg({ quality: 85, mozjpeg: true })
      .toBuffer({ resolveWithObject: true });
    return { data, width: info.width, height: info.height };
  } catch (err) {
    if (err instanceof ImageDecodeError) throw err;
    throw new ImageDecodeError(index);
  }
}

/** The images, in the order given, as one PDF. Throws ImageDecodeError naming the first image that fails. */
export async function imagesToPdf(images: readonly { buffer: Buffer; format: ConvertibleFormat }[]): Promise<Buffer> {
  const pages = [];
  // One at a time: a decoded 12-megapixel photo is ~48 MB of pixels; ten at once would be half a gigabyte.
  for (const [i, image] of images.entries()) pages.push(await toPageJpeg(image.buffer, image.format, i));
  const doc = new PDFDocument({ autoFirstPage: false, compress: true, info: { Producer: "Portal de Vendas" } });
  const chunks: Buffer[] = [];
  doc.on("data", (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
  });
  for (const page of pages) {
    const landscape = page.width > page.height;
    doc.addPage({ size: A4, layout: landscape ? "landscape" : "portrait", margin: MARGIN });
    const [w, h] = landscape ? [A4[1], A4[0]] : A4;
    doc.image(page.data, MARGIN, MARGIN, {
      fit: [w - 2 * MARGIN, h - 2 * MARGIN],
      align: "center",
      valign: "center",
    });
  }
  doc.end();
  return done;
}
