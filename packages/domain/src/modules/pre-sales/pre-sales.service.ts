import { randomUUID } from "node:crypto";
import type { Readable } from "node:stream";
import { FILE_FORMAT_MIME } from "@portal/contracts/lead-files";
import { PRE_SALE_SIGNED_FORMATS } from "@portal/contracts/sales-extras";
import type { Database } from "../../lib/database";
import { FORMAT_EXTENSION, sniffDocument } from "../../lib/file-sniff";
import type { AuthUser, UploadedFile } from "../../lib/ports";
import type { FileStorage } from "../../lib/storage";
import type { SaleRow } from "../sales/sale-rows";
import type { SalesService } from "../sales/sales.service";
import { renderPreSalePdf } from "./pre-sale-pdf";
import {
  preSaleForbidden,
  preSaleNotLive,
  preSaleSaleNotFound,
  preSaleSignedNotFound,
  signedFileFormat,
  signedFileRequired,
} from "./pre-sales.errors";
import type { PreSaleRow } from "./pre-sales.repository";

/**
 * pre-sales: the printed pre-contract of a live sale (print-out, a PDF generated on each call and recorded
 * with who/when) and its signed scan (signed-file, PDF/JPEG/PNG by content, in the file storage). Whoever
 * sees the sale may print and upload (the broker at the stand does); read-only users only read.
 * digitally-sign is not built: the electronic signature provider is unreachable here.
 */
export class PreSalesService {
  constructor(
    private readonly db: Database,
    private readonly sales: SalesService,
    private readonly storage: FileStorage,
  ) {}

  async get(actor: AuthUser, saleId: string): Promise<{ saleId: string; row: PreSaleRow | null }> {
    await this.sales.get(actor, saleId);
    return { saleId, row: await this.db.repos.preSales.find(saleId) };
  }

  async printOut(actor: AuthUser, saleId: string): Promise<{ pdf: Buffer; fileName: string }> {
    const sale = await this.liveSale(actor, saleId);
    const data = await this.db.repos.contracts.contractData(saleId);
    if (!data) throw preSaleSaleNotFound();
    const pdf = await renderPreSalePdf(
      data,
      { homeBroker: sale.refs.homeBroker?.fullName ?? null, printedBy: actor.fullName },
      new Date(),
    );
    await this.db.transaction(async (repos) => {
      await repos.sales.lock(saleId);
      await repos.preSales.recordPrint(saleId, sale.proposalId, actor.id);
      await repos.saleLogs.add({
        saleId,
        actorId: actor.id,
        action: "pre_sale_printed",
        fromStatus: sale.status,
        toStatus: sale.status,
        data: { bytes: pdf.length },
      });
    });
    return { pdf, fileName: `pre-venda-${saleId.slice(0, 8)}.pdf` };
  }

  async uploadSigned(actor: AuthUser, saleId: string, file: UploadedFile | null) {
    const sale = await this.liveSale(actor, saleId);
    if (!file) throw signedFileRequired();
    const format = sniffDocument(file.buffer);
    if (!format || !(PRE_SALE_SIGNED_FORMATS as readonly string[]).includes(format)) {
      throw signedFileFormat();
    }
    const key = `pre-sales/${saleId}/${randomUUID()}.${FORMAT_EXTENSION[format]}`;
    await this.storage.put(key, file.buffer);
    let replaced: string | null;
    try {
      replaced = await this.db.transaction(async (repos) => {
        await repos.sales.lock(saleId);
        const previous = await repos.preSales.recordSigned(saleId, sale.proposalId, {
          key,
          fileName: file.fileName,
          mimeType: FILE_FORMAT_MIME[format],
          size: file.buffer.length,
          actorId: actor.id,
        });
        await repos.saleLogs.add({
          saleId,
          actorId: actor.id,
          action: previous ? "pre_sale_signed_replaced" : "pre_sale_signed",
          fromStatus: sale.status,
          toStatus: sale.status,
          data: { file_name: file.fileName, mime_type: FILE_FORMAT_MIME[format], size: file.buffer.length },
        });
        return previous;
      });
    } catch (err) {
      await this.storage.delete(key);
      throw err;
    }
    if (replaced) await this.storage.delete(replaced);
    return this.get(actor, saleId);
  }

  async openSigned(actor: AuthUser, saleId: string): Promise<{ row: PreSaleRow; stream: Readable }> {
    const { row } = await this.get(actor, saleId);
    const stream = row?.signedFileKey ? await this.storage.get(row.signedFileKey) : null;
    if (!row || !stream) throw preSaleSignedNotFound();
    return { row, stream };
  }

  private async liveSale(actor: AuthUser, saleId: string): Promise<SaleRow> {
    const sale = await this.sales.get(actor, saleId);
    if (actor.readOnly) throw preSaleForbidden();
    if (sale.status !== "IN_PROCESS" && sale.status !== "COMPLETED") throw preSaleNotLive();
    return sale;
  }
}
