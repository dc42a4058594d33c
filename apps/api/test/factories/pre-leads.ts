/** Pre-lead and lead rows for tests: direct inserts with unique, valid, normalised phones. */
import type { Lead, PreLead, Prisma, PrismaClient } from "@portal/db/client";

const used = new Set<string>();
/** A unique valid mobile phone, normalised: 55 + DDD 19 + 9 + 8 random digits. */
export function uniquePhone(): string {
  for (;;) {
    const phone = `55199${String(Math.floor(Math.random() * 1e8)).padStart(8, "0")}`;
    if (!used.has(phone)) {
      used.add(phone);
      return phone;
    }
  }
}

export function createPreLead(
  prisma: PrismaClient,
  overrides: Partial<Prisma.PreLeadUncheckedCreateInput> = {},
): Promise<PreLead> {
  return prisma.preLead.create({
    data: { fullName: "Mariana Albuquerque", phone: uniquePhone(), source: "PRE_LEADS_BASE", ...overrides },
  });
}

export function createLead(
  prisma: PrismaClient,
  overrides: Partial<Prisma.LeadUncheckedCreateInput> = {},
): Promise<Lead> {
  return prisma.lead.create({
    data: { fullName: "Ricardo Nogueira", phone: uniquePhone(), source: "PORTAL", ...overrides },
  });
}

/** A multipart/form-data body for app.inject: text fields plus optional file parts. */
export function multipartBody(
  fields: Record<string, string>,
  files: { field?: string; name: string; data: Buffer; type?: string }[] = [],
): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----portal${Math.random().toString(16).slice(2)}`;
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  }
  for (const f of files) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${f.field ?? "file"}"; filename="${f.name}"\r\n` +
          `Content-Type: ${f.type ?? "application/octet-stream"}\r\n\r\n`,
      ),
      f.data,
      Buffer.from("\r\n"),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { "content-type": `multipart/form-data; boundary=${boundary}` } };
}

/** Tiny files whose first bytes say what they are. */
export const SAMPLE_FILES = {
  pdf: Buffer.from("%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n"),
  png: Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(64, 1)]),
  jpeg: Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(64, 2)]),
  webp: Buffer.concat([
    Buffer.from("RIFF"),
    Buffer.from([0x24, 0, 0, 0]),
    Buffer.from("WEBPVP8 "),
    Buffer.alloc(32, 3),
  ]),
  text: Buffer.from("nome;telefone\nnão sou um documento\n"),
} as const;
