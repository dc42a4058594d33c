import { ActionIcon, Button, Group, Modal, Stack, Text } from "@mantine/core";
import { useHotkeys } from "@mantine/hooks";
import type { EnterprisePlanDto } from "@portal/contracts/enterprise-plans";
import { IconChevronLeft, IconChevronRight, IconDownload } from "@tabler/icons-react";
import { apiBlob, saveBlob } from "../../lib/api-client";
import { notifyError } from "../../lib/notify";
import { isPdf, PlanImage } from "./PlanThumbnail";
import { planBasePath } from "./plans.queries";

export const planLabel = (p: EnterprisePlanDto) => p.title || p.file_name;

async function download(plan: EnterprisePlanDto) {
  try {
    const { blob, fileName } = await apiBlob(`${planBasePath(plan.enterprise_id, plan.kind)}/${plan._id}/file`, {
      query: { download: "true" },
    });
    saveBlob(blob, fileName ?? plan.file_name);
  } catch (error) {
    notifyError(error, "Não foi possível baixar a planta");
  }
}

/** One gallery's plans, large, with previous/next (buttons and arrow keys) and download. */
export function PlanLightbox({
  plans,
  index,
  onIndex,
  onClose,
}: {
  plans: EnterprisePlanDto[];
  index: number | null;
  onIndex: (index: number) => void;
  onClose: () => void;
}) {
  const plan = index === null ? undefined : plans[index];
  const count = plans.length;
  const go = (step: number) => {
    if (index !== null && count > 0) onIndex((index + step + count) % count);
  };
  useHotkeys([
    ["ArrowLeft", () => go(-1)],
    ["ArrowRight", () => go(1)],
  ]);
  return (
    <Modal
      opened={plan !== undefined}
      onClose={onClose}
      size="xl"
      centered
      title={plan ? `${planLabel(plan)}${plan.tower_name ? ` · ${plan.tower_name}` : ""}` : ""}
    >
      {plan && (
        <Stack gap="sm">
          {isPdf(plan) ? (
            <Stack align="center" gap="xs" py="lg">
              <PlanImage plan={plan} height={160} />
              <Text size="sm" c="dimmed">
                Esta planta é um PDF: baixe-a para ver.
              </Text>
            </Stack>
          ) : (
            <PlanImage plan={plan} height="70vh" fit="contain" />
          )}
          <Group justify="space-between">
            <Group gap="xs">
              <ActionIcon variant="default" aria-label="Planta anterior" onClick={() => go(-1)} disabled={count < 2}>
                <IconChevronLeft size={18} />
              </ActionIcon>
              <Text size="sm" c="dimmed" aria-live="polite">
                {(index ?? 0) + 1} de {count}
              </Text>
              <ActionIcon variant="default" aria-label="Próxima planta" onClick={() => go(1)} disabled={count < 2}>
                <IconChevronRight size={18} />
              </ActionIcon>
            </Group>
            <Button variant="light" leftSection={<IconDownload size={16} />} onClick={() => void download(plan)}>
              Baixar
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
