import { Button } from "@mantine/core";
import { canManageLeads, type LeadDto } from "@portal/contracts/leads";
import { canRequestSolicitation } from "@portal/contracts/policy";
import { IconUserShare } from "@tabler/icons-react";
import { useState } from "react";
import { lazyChunk, OnDemand } from "../../lib/on-demand";
import type { Session } from "../../lib/session-cookies";

/** The dialog (and its reservation and shift forms) loads when first opened, not with the lead profile. */
const NewSolicitationModal = lazyChunk(() => import("./NewSolicitationModal").then((m) => m.NewSolicitationModal));

/**
 * "Solicitar transferência" on a lead's profile, for whoever may own leads but not reassign them (a specialist) and
 * does not own this one — typically opening a lead through a coordinator's link (decision 054).
 */
export function RequestTransferButton({ lead, session }: { lead: LeadDto; session: Session }) {
  const [open, setOpen] = useState(false);
  const caller = { roles: session.roles, readOnly: session.user.read_only };
  const shown =
    !caller.readOnly &&
    !lead.excluded &&
    lead.owner_id !== session.user._id &&
    canRequestSolicitation(session.roles, "LEAD_TRANSFER") &&
    !canManageLeads(caller);
  if (!shown) return null;
  return (
    <>
      <Button variant="light" leftSection={<IconUserShare size={16} />} onClick={() => setOpen(true)}>
        Solicitar transferência
      </Button>
      <OnDemand
        component={NewSolicitationModal}
        opened={open}
        onClose={() => setOpen(false)}
        lead={{ _id: lead._id, full_name: lead.full_name, owner_name: lead.owner?.full_name ?? null }}
      />
    </>
  );
}
