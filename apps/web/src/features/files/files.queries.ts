import { fileUpdateResponse } from "@portal/contracts/files";
import { apiBlob, apiUpload } from "../../lib/api-client";
import type { DocumentPlan } from "./document-files";

/** POST /files/convert: the images, in page order, as one PDF named `fileName` (nothing is stored by the API). */
export async function convertImagesToPdf(images: readonly File[], fileName: string): Promise<File> {
  const form = new FormData();
  form.append("file_name", fileName);
  for (const image of images) form.append("files", image);
  const { blob, fileName: answered } = await apiBlob("/files/convert", { method: "POST", body: form });
  return new File([blob], answered ?? fileName, { type: "application/pdf" });
}

export type FileOwner = { lead_id: string } | { sale_id: string };

/** PUT /files/update-files: `file` becomes the current version of `fileId`; the old one is kept in `versions`. */
export function replaceFile(owner: FileOwner, fileId: string, file: File, onProgress?: (fraction: number) => void) {
  const form = new FormData();
  if ("lead_id" in owner) form.append("lead_id", owner.lead_id);
  else form.append("sale_id", owner.sale_id);
  form.append("file_id", fileId);
  form.append("file", file);
  return apiUpload("/files/update-files", form, { method: "PUT", schema: fileUpdateResponse, onProgress });
}

/** Where a document being sent is: its images being joined, then the file going up (0..1). */
export type SendStage = { step: "converting"; pages: number } | { step: "uploading"; fraction: number };

/** Converts first when the plan says so, then hands the one file to `send` (an upload or a replacement). */
export async function sendDocument<T>(
  plan: Exclude<DocumentPlan, { kind: "invalid" }>,
  pdfName: string,
  send: (file: File, onProgress: (fraction: number) => void) => Promise<T>,
  onStage: (stage: SendStage) => void,
): Promise<T> {
  let file = plan.kind === "upload" ? plan.file : null;
  if (plan.kind === "convert") {
    onStage({ step: "converting", pages: plan.images.length });
    file = await convertImagesToPdf(plan.images, pdfName);
  }
  onStage({ step: "uploading", fraction: 0 });
  return send(file as File, (fraction) => onStage({ step: "uploading", fraction }));
}
