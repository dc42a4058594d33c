import { Badge } from "@mantine/core";
import { IconClock } from "@tabler/icons-react";
import { useEffect, useState } from "react";
import { countdownUrgency, formatCountdown, URGENCY_COLORS } from "./countdown";

/** A reservation's time left, ticking every second. */
export function Countdown({ expiresAt }: { expiresAt: string | null }) {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (expiresAt === null) return;
    const id = window.setInterval(() => setNow(Date.now()), 1_000);
    return () => window.clearInterval(id);
  }, [expiresAt]);
  const urgency = countdownUrgency(expiresAt, now);
  return (
    <Badge
      size="lg"
      variant="light"
      color={URGENCY_COLORS[urgency]}
      leftSection={<IconClock size={14} />}
      data-testid="reservation-countdown"
      style={{ fontVariantNumeric: "tabular-nums" }}
      aria-label={
        expiresAt === null ? "Reserva sem prazo" : `Tempo restante da reserva: ${formatCountdown(expiresAt, now)}`
      }
    >
      {formatCountdown(expiresAt, now)}
    </Badge>
  );
}
