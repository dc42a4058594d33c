import { Anchor, Button, FileInput, Group, Progress, Stack, Text } from "@mantine/core";
import type { SaleStatus } from "@portal/contracts/sale-state";
import { PRE_SALE_SIGNED_MAX_BYTES } from "@portal/contracts/sales-extras";
import { IconPrinter, IconUpload } from "@tabler/icons-react";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { QueryCard } from "../../components/QueryCard";
import { saveBlob } from "../../lib/api-client";
import { formatDateTime } from "../../lib/format";
import { notifyError, notifySuccess } from "../../lib/notify";
import {
  downloadSignedPreSale,
  preSaleQuery,
  printPreSale,
  saleExtrasKeys,
  uploadSignedPreSale,
} from "./sale-extras.queries";
import { salesKeys } from "./sales.queries";

/** The printed pre-contract (pré-venda): PDF to print, the signed scan uploaded back and its link. */
export function PreSaleCard({
  saleId,
  saleStatus,
  canWrite,
}: {
  saleId: string;
  saleStatus: SaleStatus;
  canWrite: boolean;
}) {
  const queryClient = useQueryClient();
  const q = useQuery(preSaleQuery(saleId));
  const [file, setFile] = useState<File | null>(null);
  const [progress, setProgress] = useState(0);
  const live = saleStatus === "IN_PROCESS" || saleStatus === "COMPLETED";
  const refresh = () => {
    void queryClient.invalidateQueries({ queryKey: saleExtrasKeys.preSale(saleId) });
    void queryClient.invalidateQueries({ queryKey: salesKeys.logs(saleId) });
  };
  const print = useMutation({
    mutationFn: async () => {
      const { blob, fileName } = await printPreSale(saleId);
      saveBlob(blob, fileName ?? "pre-venda.pdf");
    },
    onSuccess: () => {
      refresh();
      notifySuccess("Pré-venda gerada para impressão.");
    },
  });
  const upload = useMutation({
    // Its own error toast (titled, or after the form's field errors): the global one stays quiet.
    meta: { inlineError: true },
    mutationFn: () => uploadSignedPreSale(saleId, file as File, setProgress),
    onSuccess: () => {
      refresh();
      setFile(null);
      setProgress(0);
      notifySuccess("Pré-venda assinada enviada.");
    },
    onError: (e) => {
      setProgress(0);
      notifyError(e);
    },
  });
  const download = useMutation({
    mutationFn: async () => {
      const { blob, fileName } = await downloadSignedPreSale(saleId);
      saveBlob(blob, fileName ?? "pre-venda-assinada");
    },
  });
  const tooBig = file !== null && file.size > PRE_SALE_SIGNED_MAX_BYTES;

  return (
    <QueryCard
      title="Pré-venda"
      testId="pre-sale-card"
      query={q}
      action={
        canWrite &&
        live && (
          <Button
            size="compact-sm"
            variant="light"
            leftSection={<IconPrinter size={14} />}
            loading={print.isPending}
            onClick={() => print.mutate()}
          >
            Imprimir pré-contrato
          </Button>
        )
      }
    >
      {(data) => (
        <Stack gap="xs">
          <Text size="sm" c={data.printed_at ? undefined : "dimmed"}>
            {data.printed_at
              ? `Impressa ${data.print_count} ${data.print_count === 1 ? "vez" : "vezes"}; a última em ${formatDateTime(data.printed_at)}.`
              : "O pré-contrato ainda não foi impresso."}
          </Text>
          {data.has_signed_file && data.signed_at ? (
            <Text size="sm">
              Assinada enviada em {formatDateTime(data.signed_at)}:{" "}
              <Anchor component="button" size="sm" onClick={() => download.mutate()} data-testid="pre-sale-signed">
                {data.signed_file_name ?? "baixar arquivo"}
              </Anchor>
            </Text>
          ) : (
            <Text size="sm" c="dimmed">
              Nenhuma pré-venda assinada enviada.
            </Text>
          )}
          {canWrite && live && (
            <Group align="flex-end" wrap="nowrap">
              <FileInput
                label={data.has_signed_file ? "Substituir a pré-venda assinada" : "Pré-venda assinada"}
                placeholder="PDF, JPEG ou PNG (até 15 MB)"
                accept="application/pdf,image/jpeg,image/png"
                value={file}
                onChange={setFile}
                clearable
                error={tooBig ? "O arquivo deve ter no máximo 15 MB." : undefined}
                style={{ flex: 1 }}
              />
              <Button
                leftSection={<IconUpload size={16} />}
                disabled={!file || tooBig}
                loading={upload.isPending}
                onClick={() => upload.mutate()}
              >
                Enviar
              </Button>
            </Group>
          )}
          {upload.isPending && <Progress value={progress * 100} size="sm" animated aria-label="Envio do arquivo" />}
        </Stack>
      )}
    </QueryCard>
  );
}
