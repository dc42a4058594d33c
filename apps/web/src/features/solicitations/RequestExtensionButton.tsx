import { Button, Modal } from "@mantine/core";
import { canRequestSolicitation } from "@portal/contracts/policy";
import { IconClockPlus } from "@tabler/icons-react";
import { useState } from "react";
import { ReserveExtensionForm } from "./ReserveExtensionForm";

/**
 * "Pedir prorrogação" on the holder's own active reservation with an end (the unit drawer's reservation card): a
 * RESERVE_EXTENSION request for more time, with a reason (decisions 054, 057). The API checks again.
 */
export function RequestExtensionButton({
  reservation,
  unitName,
  me,
}: {
  reservation: { _id: string; broker_id: string; status: string; expires_at: string | null };
  unitName: string;
  me: { id: string; roles: readonly string[] };
}) {
  const [open, setOpen] = useState(false);
  const shown =
    reservation.status === "ACTIVE" &&
    !!reservation.expires_at &&
    reservation.broker_id === me.id &&
    canRequestSolicitation(me.roles, "RESERVE_EXTENSION");
  if (!shown) return null;
  return (
    <>
      <Button
        size="xs"
        variant="light"
        leftSection={<IconClockPlus size={14} />}
        onClick={() => setOpen(true)}
        data-testid="request-extension"
      >
        Pedir prorrogação
      </Button>
      <Modal opened={open} onClose={() => setOpen(false)} title="Pedir prorrogação da reserva" size="md">
        {open && (
          <ReserveExtensionForm
            reservation={{ _id: reservation._id, unit_name: unitName, expires_at: reservation.expires_at }}
            onCancel={() => setOpen(false)}
            onDone={() => setOpen(false)}
          />
        )}
      </Modal>
    </>
  );
}
