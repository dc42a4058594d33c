/** Side panel of the proposal builder: the live calculator (or the pick-first hint) and the send / save-draft buttons. */
import { Alert, Button, Stack, Text } from "@mantine/core";
import { IconDeviceFloppy, IconSend } from "@tabler/icons-react";
import type { BrokenRule } from "./approval-preview";
import { PlanCalculator } from "./PlanCalculator";
import type { PlanCalc } from "./plan-editor";

export function ProposalSummaryPanel({
  priceCents,
  calc,
  brokenRules,
  rulesKnown,
  canSave,
  savingAs,
  onSave,
}: {
  priceCents: number | null;
  calc: PlanCalc | null;
  brokenRules: BrokenRule[];
  rulesKnown: boolean;
  canSave: boolean;
  /** While saving: whether it is a submit (true) or a draft (false). */
  savingAs: boolean | undefined;
  onSave: (submit: boolean) => void;
}) {
  return (
    <Stack gap="md" style={{ position: "sticky", top: 80 }}>
      {priceCents && calc ? (
        <PlanCalculator priceCents={priceCents} calc={calc} brokenRules={brokenRules} rulesKnown={rulesKnown} />
      ) : (
        <Alert color="gray" variant="light">
          Escolha o cliente e a unidade para montar o plano.
        </Alert>
      )}
      <Button
        leftSection={<IconSend size={16} />}
        disabled={!canSave}
        loading={savingAs === true}
        onClick={() => onSave(true)}
      >
        Enviar proposta
      </Button>
      <Button
        variant="default"
        leftSection={<IconDeviceFloppy size={16} />}
        disabled={!canSave}
        loading={savingAs === false}
        onClick={() => onSave(false)}
      >
        Salvar rascunho
      </Button>
      {!canSave && calc && (
        <Text size="xs" c="dimmed">
          O envio é liberado quando o plano fecha com o valor líquido e não há campos com erro.
        </Text>
      )}
    </Stack>
  );
}
