import { Text } from "@mantine/core";
import type { ReactNode } from "react";
import { ConfirmDialog } from "../../components/ConfirmDialog";

/** 'Jogar na roleta', asked before it is done: for one lead (its profile) or many (the base's bulk action). */
export function PlayInRouletteDialog({
  opened,
  onClose,
  loading,
  onConfirm,
  children,
}: {
  opened: boolean;
  onClose: () => void;
  loading: boolean;
  onConfirm: () => void;
  /** What happens to the lead or leads. */
  children: ReactNode;
}) {
  return (
    <ConfirmDialog
      opened={opened}
      onClose={onClose}
      title="Jogar na roleta"
      confirmLabel="Jogar na roleta"
      confirmTestId="confirm-play-in-roulette"
      loading={loading}
      onConfirm={onConfirm}
    >
      <Text size="sm">{children}</Text>
    </ConfirmDialog>
  );
}
