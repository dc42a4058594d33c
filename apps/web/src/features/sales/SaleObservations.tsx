import { Button, Card, Group, Stack, Text, Textarea, Title } from "@mantine/core";
import type { SaleDto } from "@portal/contracts/sales";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { formatDateTime } from "../../lib/format";
import { notifySuccess } from "../../lib/notify";
import { addSaleObservation, salesKeys } from "./sales.queries";

/** Free-text observations on the sale, with a box to add one. */
export function SaleObservations({ sale, canWrite }: { sale: SaleDto; canWrite: boolean }) {
  const queryClient = useQueryClient();
  const [text, setText] = useState("");
  const add = useMutation({
    mutationFn: () => addSaleObservation(sale._id, text.trim()),
    onSuccess: (next) => {
      queryClient.setQueryData(salesKeys.detail(sale._id), next);
      void queryClient.invalidateQueries({ queryKey: salesKeys.logs(sale._id) });
      setText("");
      notifySuccess("Observação adicionada.");
    },
  });
  return (
    <Card withBorder radius="md" padding="md">
      <Title order={2} size="h4" mb="sm">
        Observações
      </Title>
      <Stack gap="xs">
        {sale.observations.length === 0 && (
          <Text size="sm" c="dimmed">
            Nenhuma observação.
          </Text>
        )}
        {sale.observations.map((o) => (
          <div key={`${o.createdAt}-${o.text.slice(0, 10)}`}>
            <Text size="sm">{o.text}</Text>
            <Text size="xs" c="dimmed">
              {formatDateTime(o.createdAt)}
            </Text>
          </div>
        ))}
        {canWrite && (
          <Group align="flex-end" wrap="nowrap">
            <Textarea
              aria-label="Nova observação"
              placeholder="Nova observação"
              autosize
              minRows={1}
              maxLength={2000}
              value={text}
              onChange={(e) => setText(e.currentTarget.value)}
              style={{ flex: 1 }}
            />
            <Button onClick={() => add.mutate()} loading={add.isPending} disabled={!text.trim()}>
              Adicionar
            </Button>
          </Group>
        )}
      </Stack>
    </Card>
  );
}
