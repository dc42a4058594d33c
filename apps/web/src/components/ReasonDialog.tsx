import { Button, Group, Modal, Stack, Text } from "@mantine/core";
import { type ReactNode, useEffect, useState } from "react";
import { ReasonField } from "./ReasonField";

/**
 * Asks for the reason of a move (disapprove, cancel, refuse, distrato, a unit action) before it runs; `minLength`
 * follows the contract, and the confirm button waits until the reason is long enough. A reason the contract checks
 * itself (minLength 0) is checked by the caller in `onConfirm`, which shows its text through `error`.
 */
export function ReasonDialog({
  opened,
  title,
  description,
  children,
  label,
  hint,
  confirmLabel,
  cancelLabel = "Voltar",
  color = "red",
  required = true,
  minLength = 3,
  maxLength = 1000,
  minRows = 3,
  tooShort = (min) => `Informe ao menos ${min} caracteres.`,
  size,
  loading,
  error,
  confirmTestId,
  onReasonChange,
  onClose,
  onConfirm,
}: {
  opened: boolean;
  title: string;
  description?: string;
  /** What the move does, above the field (when a plain `description` is not enough). */
  children?: ReactNode;
  label?: string;
  /** The field's own help text (e.g. who reads the reason). */
  hint?: string;
  confirmLabel: string;
  cancelLabel?: string;
  color?: string;
  required?: boolean;
  minLength?: number;
  maxLength?: number;
  minRows?: number;
  tooShort?: (minLength: number) => string;
  size?: number | string;
  loading: boolean;
  error?: ReactNode;
  confirmTestId?: string;
  onReasonChange?: (reason: string) => void;
  onClose: () => void;
  onConfirm: (reason: string) => void;
}) {
  const [reason, setReason] = useState("");
  // Each opening starts blank.
  useEffect(() => {
    if (opened) setReason("");
  }, [opened]);
  const short = reason.trim().length < minLength;
  const invalid = required ? short : reason.trim().length > 0 && short;
  return (
    <Modal opened={opened} onClose={onClose} title={title} size={size} centered>
      <Stack gap="sm">
        {description && <Text size="sm">{description}</Text>}
        {children}
        <ReasonField
          label={label ?? (required ? "Motivo" : "Comentário (opcional)")}
          description={hint}
          withAsterisk={required}
          minRows={minRows}
          maxLength={maxLength}
          value={reason}
          onChange={(e) => {
            setReason(e.currentTarget.value);
            onReasonChange?.(e.currentTarget.value);
          }}
          error={error ?? (reason && invalid ? tooShort(minLength) : undefined)}
          data-autofocus
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {cancelLabel}
          </Button>
          <Button
            color={color}
            loading={loading}
            disabled={invalid}
            onClick={() => onConfirm(reason.trim())}
            data-testid={confirmTestId}
          >
            {confirmLabel}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
