import { Button, Group } from "@mantine/core";

/** Back / save-and-continue bar of a wizard step. */
export function StepActions({
  saving,
  onBack,
  saveLabel = "Salvar e continuar",
}: {
  saving: boolean;
  onBack?: () => void;
  saveLabel?: string;
}) {
  return (
    <Group justify="space-between" mt="lg">
      {onBack ? (
        <Button variant="default" onClick={onBack} disabled={saving}>
          Voltar
        </Button>
      ) : (
        <span />
      )}
      <Button type="submit" loading={saving}>
        {saveLabel}
      </Button>
    </Group>
  );
}
