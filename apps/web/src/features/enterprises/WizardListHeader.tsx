import { Button, Group, Title } from "@mantine/core";
import { IconPlus } from "@tabler/icons-react";

/** The title of a wizard card that edits a list, with its "add" button. */
export function WizardListHeader({ title, addLabel, onAdd }: { title: string; addLabel: string; onAdd: () => void }) {
  return (
    <Group justify="space-between" mb="sm">
      <Title order={2} fz="md">
        {title}
      </Title>
      <Button size="xs" variant="light" leftSection={<IconPlus size={14} />} onClick={onAdd}>
        {addLabel}
      </Button>
    </Group>
  );
}
