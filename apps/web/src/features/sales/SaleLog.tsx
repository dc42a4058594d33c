import { SALE_STATUS_LABELS, type SaleStatus } from "@portal/contracts/sale-state";
import { useQuery } from "@tanstack/react-query";
import { DealLog } from "../proposals/DealLog";
import { SALE_EXTRAS_LOG_LABELS } from "./sale-extras-logic";
import { saleLogsQuery } from "./sales.queries";

const LOG_LABELS: Record<string, string> = {
  created: "Venda criada",
  complete: "Venda concluída",
  cancel: "Venda cancelada",
  distract: "Distrato",
  buyers_changed: "Compradores alterados",
  observation_added: "Observação adicionada",
  coordinator_changed: "Coordenador responsável alterado",
  commissions_cancelled: "Comissões canceladas",
  document_added: "Documento enviado",
  document_replaced: "Documento substituído",
  document_removed: "Documento removido",
  ...SALE_EXTRAS_LOG_LABELS,
};

/** The sale's history (status moves, edits, extras), newest last. */
export function SaleLog({ saleId }: { saleId: string }) {
  const logs = useQuery(saleLogsQuery(saleId));
  return (
    <DealLog logs={logs} actionLabels={LOG_LABELS} statusLabel={(s) => SALE_STATUS_LABELS[s as SaleStatus] ?? s} />
  );
}
