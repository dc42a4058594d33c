import { createHash, randomInt } from "node:crypto";

export interface StoredMedia {
  id: string;
  mime_type: string;
  sha256: string;
  file_size: number;
  bytes: Buffer;
  filename?: string;
  phone_number_id: string;
  createdAt: number;
  /** Media ids expire: 30 days for uploads, 7 days for media that arrived in a webhook (Meta's media reference). */
  expiresAt: number;
}

const DAY = 24 * 3_600_000;
export const UPLOAD_TTL_MS = 30 * DAY;
export const INBOUND_TTL_MS = 7 * DAY;

/** Per-type upload caps of the Cloud API (image 5 MB, document 100 MB). */
export const MEDIA_LIMITS: Record<string, number> = { image: 5 * 1024 * 1024, document: 100 * 1024 * 1024 };

export const mediaKind = (mime: string) => (mime.startsWith("image/") ? "image" : "document");

/** A 1x1 PNG: the picture a simulated inbound image carries when the caller gives none. */
export const TINY_PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==",
  "base64",
);

export class MediaStore {
  private readonly items = new Map<string, StoredMedia>();

  constructor(private readonly now: () => number) {}

  add(input: { bytes: Buffer; mime_type: string; filename?: string; phone_number_id: string; ttlMs: number }) {
    // Media ids are numeric strings in the Cloud API.
    const id = `${Date.now()}${randomInt(100_000, 999_999)}`;
    const created = this.now();
    const media: StoredMedia = {
      id,
      mime_type: input.mime_type,
      sha256: createHash("sha256").update(input.bytes).digest("base64"),
      file_size: input.bytes.length,
      bytes: input.bytes,
      ...(input.filename ? { filename: input.filename } : {}),
      phone_number_id: input.phone_number_id,
      createdAt: created,
      expiresAt: created + input.ttlMs,
    };
    this.items.set(id, media);
    return media;
  }

  /** The media while its id is valid; undefined once expired or deleted. */
  get(id: string): StoredMedia | undefined {
    const media = this.items.get(id);
    return media && media.expiresAt > this.now() ? media : undefined;
  }

  delete(id: string) {
    return this.items.delete(id);
  }

  clear() {
    this.items.clear();
  }
}
