import { Button, Card, FileInput, Group, Progress, Select, Stack, Text, TextInput } from "@mantine/core";
import { ENTERPRISE_PLAN_MIME_TYPES, enterprisePlanSchema, type PlanKind } from "@portal/contracts/enterprise-plans";
import { IconUpload } from "@tabler/icons-react";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { apiUpload } from "../../lib/api-client";
import { serverFieldErrors } from "../../lib/forms";
import { notifyError, notifySuccess } from "../../lib/notify";
import { planBasePath, planKeys, towersQuery } from "./plans.queries";

/** Upload of one plan (managers): file, title and, for tower plans, the tower; progress while it is sent. */
export function PlanUploadCard({ enterpriseId, kind }: { enterpriseId: string; kind: PlanKind }) {
  const queryClient = useQueryClient();
  const towers = useQuery({ ...towersQuery(enterpriseId), enabled: kind === "TOWER_PLAN" });
  const [file, setFile] = useState<File | null>(null);
  const [title, setTitle] = useState("");
  const [towerId, setTowerId] = useState<string | null>(null);
  const [progress, setProgress] = useState(0);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const upload = useMutation({
    // Its own error toast (titled, or after the form's field errors): the global one stays quiet.
    meta: { inlineError: true },
    mutationFn: () => {
      const form = new FormData();
      if (kind === "TOWER_PLAN") form.append("tower_id", towerId ?? "");
      if (title.trim()) form.append("title", title.trim());
      if (file) form.append("file", file);
      setProgress(0);
      setErrors({});
      return apiUpload(planBasePath(enterpriseId, kind), form, {
        schema: enterprisePlanSchema,
        onProgress: setProgress,
      });
    },
    onSuccess: () => {
      notifySuccess("Planta enviada.");
      setFile(null);
      setTitle("");
      void queryClient.invalidateQueries({ queryKey: planKeys.list(enterpriseId, kind) });
    },
    onError: (error) => {
      setErrors(serverFieldErrors(error) as Record<string, string>);
      notifyError(error, "Não foi possível enviar a planta");
    },
  });
  const needsTower = kind === "TOWER_PLAN";
  const noTowers = needsTower && towers.data?.length === 0;
  return (
    <Card withBorder radius="md" padding="md">
      <Stack gap="xs">
        <Group align="flex-start" gap="sm" wrap="wrap">
          {needsTower && (
            <Select
              label="Torre"
              placeholder={towers.isPending ? "Carregando torres..." : "Escolha a torre"}
              data={towers.data ?? []}
              value={towerId}
              onChange={setTowerId}
              error={errors.tower_id ?? (towers.isError ? "Não foi possível carregar as torres." : undefined)}
              style={{ flex: "1 1 180px" }}
            />
          )}
          <TextInput
            label="Título"
            placeholder={needsTower ? "Ex.: Tipo 1 — 2 dormitórios" : "Ex.: Piscina"}
            maxLength={120}
            value={title}
            onChange={(e) => setTitle(e.currentTarget.value)}
            error={errors.title}
            style={{ flex: "1 1 200px" }}
          />
          <FileInput
            label="Arquivo"
            placeholder="Escolha a imagem"
            accept={ENTERPRISE_PLAN_MIME_TYPES.join(",")}
            description="JPEG, PNG, WebP ou PDF (até 10 MB)"
            value={file}
            onChange={setFile}
            error={errors.file}
            clearable
            style={{ flex: "2 1 240px" }}
          />
          <Button
            mt={24}
            leftSection={<IconUpload size={16} />}
            disabled={!file || (needsTower && !towerId)}
            loading={upload.isPending}
            onClick={() => upload.mutate()}
          >
            Enviar
          </Button>
        </Group>
        {noTowers && (
          <Text size="sm" c="dimmed">
            Cadastre as torres (passo 2 do cadastro) antes de enviar plantas por torre.
          </Text>
        )}
        {upload.isPending && (
          <Progress value={Math.round(progress * 100)} size="sm" aria-label="Progresso do envio" animated />
        )}
      </Stack>
    </Card>
  );
}
