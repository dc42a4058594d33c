import { Button, Group, Modal, Stack } from "@mantine/core";
import { MODAL_WIDTH_NARROW } from "@portal/contracts/common";
import type { ReactNode } from "react";

/**
 * A question before an action: what will happen (children), 'Cancelar' and the action's button, which shows progress
 * while the action runs. One footer for every confirmation, so they all read and behave alike.
 */
export function ConfirmDialog({
  opened = true,
  onClose,
  title,
  children,
  confirmLabel,
  onConfirm,
  loading,
  danger = false,
  confirmTestId,
}: {
  opened?: boolean;
  onClose: () => void;
  title: string;
  children: ReactNode;
  confirmLabel: string;
  onConfirm: () => void;
  loading: boolean;
  /** The action removes or turns something off: the button is red. */
  danger?: boolean;
  confirmTestId?: string;
}) {
  return (
    <Modal opened={opened} onClose={onClose} title={title} size={MODAL_WIDTH_NARROW} centered>
      <Stack gap="md">
        {children}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancelar
          </Button>
          <Button color={danger ? "red" : undefined} loading={loading} onClick={onConfirm} data-testid={confirmTestId}>
            {confirmLabel}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
