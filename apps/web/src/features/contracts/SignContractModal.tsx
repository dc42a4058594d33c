import { Button, FileInput, Group, Modal, Progress, Stack, Text } from "@mantine/core";
import { SIGNED_CONTRACT_MAX_BYTES } from "@portal/contracts/sales";
import { IconUpload } from "@tabler/icons-react";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { notifySuccess } from "../../lib/notify";
import { contractsKeys, signContractManually } from "./contracts.queries";

/** Manual signing: the signed contract (PDF, up to 15 MB) is uploaded and the contract becomes SIGNED. */
export function SignContractModal({ contractId, onClose }: { contractId: string | null; onClose: () => void }) {
  const queryClient = useQueryClient();
  const [file, setFile] = useState<File | null>(null);
  const [progress, setProgress] = useState(0);
  const tooBig = file !== null && file.size > SIGNED_CONTRACT_MAX_BYTES;
  const notPdf = file !== null && !/\.pdf$/i.test(file.name);
  const sign = useMutation({
    mutationFn: () => signContractManually(contractId as string, file as File, setProgress),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: contractsKeys.all });
      notifySuccess("Contrato assinado: arquivo enviado.");
      setFile(null);
      onClose();
    },
  });
  return (
    <Modal opened={contractId !== null} onClose={onClose} title="Assinatura manual" centered>
      <Stack gap="sm">
        <Text size="sm">Envie o contrato assinado pelo cliente (PDF de até 15 MB).</Text>
        <FileInput
          label="Contrato assinado"
          accept="application/pdf,.pdf"
          leftSection={<IconUpload size={16} />}
          value={file}
          onChange={setFile}
          clearable
          error={tooBig ? "O arquivo deve ter no máximo 15 MB." : notPdf ? "Envie um arquivo PDF." : undefined}
        />
        {sign.isPending && <Progress value={progress * 100} animated />}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Voltar
          </Button>
          <Button loading={sign.isPending} disabled={!file || tooBig || notPdf} onClick={() => sign.mutate()}>
            Enviar e assinar
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
