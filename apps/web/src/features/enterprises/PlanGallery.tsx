import {
  ActionIcon,
  Badge,
  Button,
  Card,
  Group,
  Popover,
  SimpleGrid,
  Stack,
  Text,
  UnstyledButton,
} from "@mantine/core";
import type { EnterprisePlanDto } from "@portal/contracts/enterprise-plans";
import { IconPencil, IconTrash } from "@tabler/icons-react";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { apiRequest } from "../../lib/api-client";
import { notifyError, notifySuccess } from "../../lib/notify";
import { PlanEditModal } from "./PlanEditModal";
import { PlanLightbox, planLabel } from "./PlanLightbox";
import { PlanImage } from "./PlanThumbnail";
import { planBasePath, planKeys } from "./plans.queries";

function DeletePlan({ plan }: { plan: EnterprisePlanDto }) {
  const queryClient = useQueryClient();
  const [opened, setOpened] = useState(false);
  const remove = useMutation({
    // Its own error toast (titled, or after the form's field errors): the global one stays quiet.
    meta: { inlineError: true },
    mutationFn: () => apiRequest(`${planBasePath(plan.enterprise_id, plan.kind)}/${plan._id}`, { method: "DELETE" }),
    onSuccess: () => {
      notifySuccess("Planta excluída.");
      setOpened(false);
      void queryClient.invalidateQueries({ queryKey: planKeys.list(plan.enterprise_id, plan.kind) });
    },
    onError: (error) => notifyError(error, "Não foi possível excluir a planta"),
  });
  return (
    <Popover opened={opened} onChange={setOpened} withArrow position="top">
      <Popover.Target>
        <ActionIcon
          variant="subtle"
          color="red"
          aria-label={`Excluir ${planLabel(plan)}`}
          onClick={() => setOpened((o) => !o)}
        >
          <IconTrash size={16} />
        </ActionIcon>
      </Popover.Target>
      <Popover.Dropdown>
        <Stack gap="xs">
          <Text size="sm">Excluir esta planta?</Text>
          <Group gap="xs" justify="flex-end">
            <Button size="xs" variant="default" onClick={() => setOpened(false)}>
              Cancelar
            </Button>
            <Button size="xs" color="red" loading={remove.isPending} onClick={() => remove.mutate()}>
              Excluir
            </Button>
          </Group>
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
}

/** Thumbnails of one gallery (a tower, or the common areas); a click opens the lightbox. */
export function PlanGallery({ plans, canManage }: { plans: EnterprisePlanDto[]; canManage: boolean }) {
  const [open, setOpen] = useState<number | null>(null);
  const [editing, setEditing] = useState<EnterprisePlanDto | null>(null);
  return (
    <>
      <SimpleGrid cols={{ base: 2, sm: 3, md: 4 }} spacing="sm">
        {plans.map((plan, i) => (
          <Card key={plan._id} withBorder radius="md" padding={0}>
            <UnstyledButton onClick={() => setOpen(i)} aria-label={`Ampliar ${planLabel(plan)}`}>
              <PlanImage plan={plan} height={140} />
            </UnstyledButton>
            <Group p="xs" gap={4} justify="space-between" wrap="nowrap">
              <Stack gap={0} style={{ minWidth: 0 }}>
                <Text size="sm" fw={500} lineClamp={1} title={planLabel(plan)}>
                  {plan.title || (
                    <Text span c="dimmed" size="sm">
                      Sem título
                    </Text>
                  )}
                </Text>
                <Badge size="xs" variant="light" color="gray">
                  Ordem {plan.order}
                </Badge>
              </Stack>
              {canManage && (
                <Group gap={2} wrap="nowrap">
                  <ActionIcon
                    variant="subtle"
                    aria-label={`Editar ${planLabel(plan)}`}
                    onClick={() => setEditing(plan)}
                  >
                    <IconPencil size={16} />
                  </ActionIcon>
                  <DeletePlan plan={plan} />
                </Group>
              )}
            </Group>
          </Card>
        ))}
      </SimpleGrid>
      <PlanLightbox plans={plans} index={open} onIndex={setOpen} onClose={() => setOpen(null)} />
      {canManage && <PlanEditModal plan={editing} onClose={() => setEditing(null)} />}
    </>
  );
}
