import type { Readable } from "node:stream";
import { FIELD_MSG } from "@portal/contracts/messages";
import type { ContractListQuery } from "@portal/contracts/sales";
import { fieldError } from "../../lib/app-error";
import type { Database } from "../../lib/database";
import type { AuthUser } from "../../lib/ports";
import type { FileStorage } from "../../lib/storage";
import { assertSaleManager, canSeeDeal, seesAllDeals } from "../proposals/deals-access";
import { renderContractPdf } from "./contract-pdf";
import {
  contractAlreadySigned,
  contractFileNotFound,
  contractNeedsLiveSale,
  contractNotFound,
  contractRefuseNeedsPending,
  contractSaleNotFound,
  contractSignNeedsPending,
} from "./contracts.errors";
import type { ContractRow } from "./contracts.repository";

/**
 * Contracts of a sale: the PDF is generated from the sale (issue-contract-manually) and kept in the file
 * storage; signing is manual here (manually-sign with the signed PDF uploaded); a refusal records why.
 */
export class ContractsService {
  constructor(
    private readonly db: Database,
    private readonly storage: FileStorage,
  ) {}

  list(actor: AuthUser, q: ContractListQuery) {
    return this.db.repos.contracts.list({
      status: q.status,
      saleId: q.sale_id,
      ownerId: seesAllDeals(actor) ? undefined : actor.id,
      skip: q.skip,
      limit: q.limit,
    });
  }

  async get(actor: AuthUser, id: string): Promise<ContractRow> {
    const c = await this.db.repos.contracts.findById(id);
    if (!c || !canSeeDeal(actor, c.sale)) throw contractNotFound();
    return c;
  }

  /** Generates (or regenerates, while unsigned) the contract PDF of a live sale. */
  async issue(actor: AuthUser, saleId: string): Promise<ContractRow> {
    assertSaleManager(actor);
    const sale = await this.db.repos.sales.findById(saleId);
    if (!sale || !canSeeDeal(actor, sale)) throw contractSaleNotFound();
    if (sale.status !== "IN_PROCESS" && sale.status !== "COMPLETED") {
      throw contractNeedsLiveSale();
    }
    const id = await this.db.transaction(async (repos) => {
      await repos.sales.lock(saleId);
      const current = await repos.contracts.currentOfSale(saleId);
      if (current?.status === "SIGNED") throw contractAlreadySigned();
      const data = await repos.contracts.contractData(saleId);
      if (!data) throw contractSaleNotFound();
      const contractId = current?.id ?? (await repos.contracts.create({ saleId, fileKey: "", issuedById: actor.id }));
      const key = `contracts/${saleId}/${contractId}-${Date.now()}.pdf`;
      await this.storage.put(key, await renderContractPdf(data, contractId, new Date()));
      await repos.contracts.setFile(contractId, key, actor.id);
      await repos.saleLogs.add({
        saleId,
        actorId: actor.id,
        action: current ? "contract_reissued" : "contract_issued",
        fromStatus: sale.status,
        toStatus: sale.status,
        data: { contract_id: contractId },
      });
      return contractId;
    });
    return this.get(actor, id);
  }

  async statusOfSale(actor: AuthUser, saleId: string) {
    const sale = await this.db.repos.sales.findById(saleId);
    if (!sale || !canSeeDeal(actor, sale)) throw contractSaleNotFound();
    const c = await this.db.repos.contracts.latestOfSale(saleId);
    return { sale_id: saleId, status: c?.status ?? null, contract_id: c?.id ?? null };
  }

  /** The signed PDF uploaded by the back office: PENDING -> SIGNED. */
  async manuallySign(actor: AuthUser, id: string, file: { buffer: Buffer } | null): Promise<ContractRow> {
    assertSaleManager(actor);
    const c = await this.get(actor, id);
    if (!file) throw fieldError("file", FIELD_MSG.required);
    if (file.buffer.length < 5 || file.buffer.toString("latin1", 0, 5) !== "%PDF-") {
      throw fieldError("file", FIELD_MSG.pdfFile);
    }
    if (c.status !== "PENDING") throw contractSignNeedsPending();
    const key = `contracts/${c.saleId}/${c.id}-signed-${Date.now()}.pdf`;
    await this.storage.put(key, file.buffer);
    try {
      await this.db.transaction(async (repos) => {
        await repos.contracts.lock(id);
        if (!(await repos.contracts.markSigned(id, key, actor.id))) {
          throw contractSignNeedsPending();
        }
        await repos.saleLogs.add({
          saleId: c.saleId,
          actorId: actor.id,
          action: "contract_signed",
          fromStatus: null,
          toStatus: null,
          data: { contract_id: id },
        });
      });
    } catch (err) {
      await this.storage.delete(key);
      throw err;
    }
    return this.get(actor, id);
  }

  async refuse(actor: AuthUser, id: string, reason: string): Promise<ContractRow> {
    assertSaleManager(actor);
    const c = await this.get(actor, id);
    await this.db.transaction(async (repos) => {
      await repos.contracts.lock(id);
      if (!(await repos.contracts.markRefused(id, reason))) {
        throw contractRefuseNeedsPending();
      }
      await repos.saleLogs.add({
        saleId: c.saleId,
        actorId: actor.id,
        action: "contract_refused",
        fromStatus: null,
        toStatus: null,
        reason,
        data: { contract_id: id },
      });
    });
    return this.get(actor, id);
  }

  async open(actor: AuthUser, id: string, signed: boolean): Promise<{ stream: Readable; fileName: string }> {
    const c = await this.get(actor, id);
    const key = signed ? c.signedFileKey : c.fileKey;
    const stream = key ? await this.storage.get(key) : null;
    if (!stream) throw contractFileNotFound();
    return { stream, fileName: `contrato-${c.saleId.slice(0, 8)}${signed ? "-assinado" : ""}.pdf` };
  }
}
