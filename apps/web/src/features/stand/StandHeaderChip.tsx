import { Button, Tooltip } from "@mantine/core";
import { IconBuildingStore, IconSwitchHorizontal } from "@tabler/icons-react";
import { Link } from "@tanstack/react-router";
import { useChosenStand } from "./chosen-stand";

/**
 * The stand this device works at, in the header (or the phone menu): one click goes back to the choice. Without a
 * choice it asks for one.
 */
export function StandHeaderChip({ userId, fullWidth = false }: { userId: string; fullWidth?: boolean }) {
  const chosen = useChosenStand(userId);
  return (
    <Tooltip label="Trocar o plantão" disabled={!chosen}>
      <Button
        variant="light"
        size="xs"
        fullWidth={fullWidth}
        justify={fullWidth ? "space-between" : undefined}
        leftSection={<IconBuildingStore size={16} aria-hidden="true" />}
        rightSection={chosen ? <IconSwitchHorizontal size={14} aria-hidden="true" /> : undefined}
        renderRoot={(props) => <Link {...props} to="/stand/choose-enterprise" />}
        data-testid="chosen-stand"
        styles={{ label: { maxWidth: fullWidth ? undefined : 340, overflow: "hidden", textOverflow: "ellipsis" } }}
      >
        {chosen ? `Plantão: ${chosen.name}` : "Escolher o plantão"}
      </Button>
    </Tooltip>
  );
}
