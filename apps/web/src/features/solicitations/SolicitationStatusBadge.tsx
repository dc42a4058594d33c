import { Badge } from "@mantine/core";
import { SOLICITATION_STATUS_LABELS, type SolicitationStatus } from "@portal/contracts/solicitations";

const COLORS: Record<SolicitationStatus, string> = { OPEN: "blue", APPROVED: "teal", REFUSED: "red", CANCELED: "gray" };

export function SolicitationStatusBadge({ status }: { status: SolicitationStatus }) {
  return (
    <Badge color={COLORS[status]} variant="light">
      {SOLICITATION_STATUS_LABELS[status]}
    </Badge>
  );
}
