import { Button } from "@mantine/core";
import type { StandVisitDto } from "@portal/contracts/stand";
import { IconUserShare } from "@tabler/icons-react";
import { useState } from "react";
import { lazyChunk, OnDemand } from "../../lib/on-demand";

/** The dialog (and its forms) loads when first opened, not with the stand page. */
const NewSolicitationModal = lazyChunk(() => import("./NewSolicitationModal").then((m) => m.NewSolicitationModal));

/** A visit the specialist served (or is serving) of a client someone else owns: they may ask for the lead. */
export function servedOthersClient(visit: StandVisitDto): boolean {
  return (
    (visit.status === "IN_ATTENDANCE" || visit.status === "FINISHED") &&
    Boolean(visit.owner && visit.specialist && visit.owner._id !== visit.specialist._id)
  );
}

/**
 * "Solicitar transferência" on a stand visit (decision 065): the booth specialist who served another specialist's
 * client at the stand cannot open that lead (a specialist sees only their own), so the request starts from the visit
 * they served — the lead they met, and whose client it was.
 */
export function RequestVisitTransferButton({ visit, compact = false }: { visit: StandVisitDto; compact?: boolean }) {
  const [open, setOpen] = useState(false);
  if (!servedOthersClient(visit)) return null;
  return (
    <>
      <Button
        variant="light"
        size={compact ? "xs" : "md"}
        leftSection={<IconUserShare size={compact ? 14 : 18} />}
        onClick={() => setOpen(true)}
        aria-label={`Solicitar transferência de ${visit.visitor.full_name}`}
      >
        Solicitar transferência
      </Button>
      <OnDemand
        component={NewSolicitationModal}
        opened={open}
        onClose={() => setOpen(false)}
        lead={{ _id: visit.lead_id, full_name: visit.visitor.full_name, owner_name: visit.owner?.full_name ?? null }}
      />
    </>
  );
}
