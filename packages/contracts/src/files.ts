/** /files/convert and /files/update-files (spec 7 "Other"; decision 067). */
import { z } from "zod";
import { LEAD_FILE_MAX_BYTES, leadFileSchema } from "./lead-files";
import { FIELD_MSG } from "./messages";
import { saleFileSchema } from "./sale-files";

/** Images one conversion takes: a document's pages (an ID's two sides, a ten-page contract photographed). */
export const FILES_CONVERT_MAX_IMAGES = 20;
/** Each image, as for a lead's file. */
export const FILES_CONVERT_MAX_BYTES = LEAD_FILE_MAX_BYTES;

/** The text fields of POST /files/convert (parts named "files" carry the images, in page order). */
export const filesConvertFields = z.object({
  /** The PDF's name; "documento.pdf" when absent. */
  file_name: z
    .string()
    .trim()
    .min(1, { error: FIELD_MSG.required })
    .max(120, { error: FIELD_MSG.tooLong(120) })
    .optional(),
});

export const FILE_UPDATE_TARGETS = ["LEAD", "SALE"] as const;

/** The text fields of PUT /files/update-files: whose file (a lead's or a sale's) is replaced by the part "file". */
export const fileUpdateFields = z
  .object({
    lead_id: z.uuid({ error: FIELD_MSG.invalid }).optional(),
    sale_id: z.uuid({ error: FIELD_MSG.invalid }).optional(),
    file_id: z.uuid({ error: FIELD_MSG.invalid }),
  })
  .superRefine((v, ctx) => {
    if (!v.lead_id === !v.sale_id) {
      ctx.addIssue({ code: "custom", path: ["lead_id"], message: "informe lead_id ou sale_id (um dos dois)" });
    }
  });
export type FileUpdateInput = z.output<typeof fileUpdateFields>;

export const fileUpdateResponse = z.discriminatedUnion("target", [
  z.object({ target: z.literal("LEAD"), file: leadFileSchema }),
  z.object({ target: z.literal("SALE"), file: saleFileSchema }),
]);
export type FileUpdateResponse = z.infer<typeof fileUpdateResponse>;

export const FILES_MSG = {
  convertNoImage: "deve ter ao menos uma imagem",
  convertTooMany: `deve ter no máximo ${FILES_CONVERT_MAX_IMAGES} imagens`,
  convertTooLarge: "deve ter no máximo 10 MB por imagem",
  convertNotImage: (n: number, name: string) => `a imagem ${n} ("${name}") deve ser JPEG, PNG, WebP ou HEIC`,
  convertUnreadable: (n: number, name: string) => `a imagem ${n} ("${name}") não pôde ser lida`,
  replaced: "Este arquivo já foi substituído por uma versão mais nova. Atualize a página.",
  convertedName: "documento.pdf",
} as const;
