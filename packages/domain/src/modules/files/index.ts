// The module's public surface: what the API's routes and the tests use. Inside the package, import files directly.

import type { LeadFilesService } from "../lead-files/lead-files.service";
import type { SaleFilesService } from "../sales/sale-files.service";
import { FilesService } from "./files.service";

export type { FileUpdateResult } from "./files.service";

/** Conversions and new versions of documents, over the lead's and the sale's file services. */
export function buildFilesServices(deps: { leadFiles: LeadFilesService; saleFiles: SaleFilesService }) {
  return { files: new FilesService(deps.leadFiles, deps.saleFiles) };
}
