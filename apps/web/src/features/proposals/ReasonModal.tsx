import { Button, Group, Modal, Stack, Text, Textarea } from "@mantine/core";
import { useState } from "react";

/** Asks for the reason of a move (disapprove, cancel, distrato); `minLength` follows the contract. */
export function ReasonModal({
  opened,
  title,
  description,
  confirmLabel,
  color = "red",
  required = true,
  minLength = 3,
  loading,
  error,
  onClose,
  onConfirm,
}: {
  opened: boolean;
  title: string;
  description?: string;
  confirmLabel: string;
  color?: string;
  required?: boolean;
  minLength?: number;
  loading: boolean;
  error?: string;
  onClose: () => void;
  onConfirm: (reason: string) => void;
}) {
  const [reason, setReason] = useState("");
  const short = reason.trim().length < minLength;
  const invalid = required ? short : reason.trim().length > 0 && short;
  return (
    <Modal opened={opened} onClose={onClose} title={title} centered>
      <Stack gap="sm">
        {description && <Text size="sm">{description}</Text>}
        <Textarea
          label={required ? "Motivo" : "Comentário (opcional)"}
          required={required}
          autosize
          minRows={3}
          maxLength={1000}
          value={reason}
          onChange={(e) => setReason(e.currentTarget.value)}
          error={error ?? (reason && invalid ? `Informe ao menos ${minLength} caracteres.` : undefined)}
          data-autofocus
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Voltar
          </Button>
          <Button color={color} loading={loading} disabled={invalid} onClick={() => onConfirm(reason.trim())}>
            {confirmLabel}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
