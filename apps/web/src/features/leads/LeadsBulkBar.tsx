import { Button } from "@mantine/core";
import { IconArrowsShuffle, IconArrowsSplit, IconTrash, IconUserShare } from "@tabler/icons-react";
import { SelectionBar } from "../../components/list-kit/SelectionBar";

export type BulkLeadAction = "delete" | "reassign" | "distribute" | "roulette";

/** The kit's selection bar with the leads' bulk actions: transfer, distribute, play in roulette, delete. */
export function LeadsBulkBar({
  count,
  allowed,
  onAction,
  onClearSelection,
}: {
  count: number;
  allowed: Record<BulkLeadAction, boolean>;
  onAction: (action: BulkLeadAction) => void;
  onClearSelection: () => void;
}) {
  return (
    <SelectionBar count={count} noun={["lead selecionado", "leads selecionados"]} onClear={onClearSelection}>
      {allowed.reassign && (
        <Button
          size="xs"
          variant="default"
          leftSection={<IconUserShare size={14} />}
          onClick={() => onAction("reassign")}
        >
          Transferir
        </Button>
      )}
      {allowed.distribute && (
        <Button
          size="xs"
          variant="default"
          leftSection={<IconArrowsSplit size={14} />}
          onClick={() => onAction("distribute")}
        >
          Distribuir
        </Button>
      )}
      {allowed.roulette && (
        <Button
          size="xs"
          variant="default"
          leftSection={<IconArrowsShuffle size={14} />}
          onClick={() => onAction("roulette")}
        >
          Jogar na roleta
        </Button>
      )}
      {allowed.delete && (
        <Button
          size="xs"
          color="red"
          variant="light"
          leftSection={<IconTrash size={14} />}
          onClick={() => onAction("delete")}
        >
          Excluir
        </Button>
      )}
    </SelectionBar>
  );
}
