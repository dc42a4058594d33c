import { ActionIcon, FileButton, Tooltip } from "@mantine/core";
import type { FileFormat } from "@portal/contracts/lead-files";
import { IconReplace } from "@tabler/icons-react";
import { useMutation } from "@tanstack/react-query";
import { useRef } from "react";
import { notifyError } from "../../lib/notify";
import { DOCUMENT_ACCEPT, planDocument } from "./document-files";
import { sendDocument } from "./files.queries";

/**
 * "Substituir": picks the new version of a current file and sends it with PUT /files/update-files. A photo the role may
 * not upload as it is (an admin's, or any HEIC) is converted into a PDF first, as on upload. Failures (a 409 when
 * someone replaced it first) reach the global toast.
 */
export function ReplaceFileButton<T>({
  fileName,
  pdfName,
  allowed,
  maxBytes,
  replace,
  onReplaced,
}: {
  fileName: string;
  /** The name a converted photo gets. */
  pdfName: string;
  allowed: readonly FileFormat[];
  maxBytes: number;
  replace: (file: File, onProgress: (fraction: number) => void) => Promise<T>;
  onReplaced: (result: T) => Promise<void> | void;
}) {
  const resetRef = useRef<() => void>(null);
  const mutation = useMutation({
    mutationFn: (plan: Parameters<typeof sendDocument>[0]) => sendDocument(plan, pdfName, replace, () => {}),
    onSuccess: onReplaced,
  });
  const pick = (file: File | null) => {
    resetRef.current?.();
    if (!file) return;
    const plan = planDocument([file], allowed, maxBytes);
    if (plan.kind === "invalid") notifyError(plan.message);
    else mutation.mutate(plan);
  };
  return (
    <FileButton accept={DOCUMENT_ACCEPT} resetRef={resetRef} onChange={pick}>
      {(props) => (
        <Tooltip label="Substituir" withArrow>
          <ActionIcon {...props} variant="subtle" aria-label={`Substituir ${fileName}`} loading={mutation.isPending}>
            <IconReplace size={18} />
          </ActionIcon>
        </Tooltip>
      )}
    </FileButton>
  );
}
