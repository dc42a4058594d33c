import { Group, Stack, Text, UnstyledButton } from "@mantine/core";
import {
  EXTENSION_MINUTES,
  SHIFT_LABELS,
  SOLICITATION_TYPE_LABELS,
  type SolicitationBox,
  type SolicitationDto,
} from "@portal/contracts/solicitations";
import { IconChevronRight, IconMessage } from "@tabler/icons-react";
import { Link } from "@tanstack/react-router";
import { formatDateTime } from "../../lib/format";
import { SolicitationStatusBadge } from "./SolicitationStatusBadge";

/** "30 min", "2 h", "3 dias" for an extension. */
export function durationLabel(minutes: number): string {
  if (minutes < 60) return `${minutes} min`;
  if (minutes < 1440) return `${minutes / 60} h`.replace(".", ",");
  const days = minutes / 1440;
  return `${days} ${days === 1 ? "dia" : "dias"}`;
}
export const EXTENSION_OPTIONS = EXTENSION_MINUTES.map((m) => ({ value: String(m), label: durationLabel(m) }));

/** A lead the requester may not see (decision 065): the API answers its id only. */
export const RESTRICTED_LEAD = "Lead de outro especialista (o nome aparece se a transferência for aprovada)";

/** One line on what the request is about (the lead, the unit, the shifts). */
export function solicitationSubject(s: SolicitationDto): string {
  if (s.lead && s.lead_restricted) return RESTRICTED_LEAD;
  if (s.lead) return `Lead ${s.lead.full_name}${s.lead_owner ? ` (de ${s.lead_owner.full_name})` : ""}`;
  if (s.reservation)
    return `Reserva da unidade ${s.reservation.unit_name}, mais ${durationLabel(s.extension_minutes ?? 0)}`;
  if (s.shift_swap) {
    const w = s.shift_swap;
    return `${w.date.split("-").reverse().join("/")} ${SHIFT_LABELS[w.shift]} por ${w.other_date
      .split("-")
      .reverse()
      .join("/")} ${SHIFT_LABELS[w.other_shift]} com ${w.other_specialist.full_name}`;
  }
  return s.message;
}

/** Cards rather than a table: the same list reads well on a phone. */
export function SolicitationsList({ items, box }: { items: SolicitationDto[]; box: SolicitationBox }) {
  return (
    <Stack gap={0}>
      {items.map((s, i) => (
        <UnstyledButton
          key={s._id}
          renderRoot={(props) => (
            <Link {...props} to="/solicitations/$solicitationId" params={{ solicitationId: s._id }} />
          )}
          p="md"
          style={{ borderTop: i ? "1px solid var(--mantine-color-gray-3)" : undefined, display: "block" }}
          // No aria-label: the link is named by what it shows (type, status, subject, date), so a voice user
          // saying the visible words finds it (axe label-content-name-mismatch).
        >
          <Group justify="space-between" wrap="nowrap" gap="sm" align="flex-start">
            <Stack gap={4} style={{ minWidth: 0, flex: 1 }}>
              <Group gap="xs" wrap="wrap">
                <Text fw={600}>{SOLICITATION_TYPE_LABELS[s.type]}</Text>
                <SolicitationStatusBadge status={s.status} />
              </Group>
              <Text size="sm" style={{ overflowWrap: "anywhere" }} lineClamp={2}>
                {solicitationSubject(s)}
              </Text>
              <Group gap="md" wrap="wrap">
                <Text size="xs" c="dimmed">
                  {box === "received" ? `De ${s.requester.full_name} · ` : ""}
                  {formatDateTime(s.createdAt)}
                </Text>
                {s.replies_count > 0 && (
                  <Group gap={4}>
                    <IconMessage size={14} aria-hidden />
                    <Text size="xs" c="dimmed">
                      {s.replies_count} {s.replies_count === 1 ? "resposta" : "respostas"}
                    </Text>
                  </Group>
                )}
              </Group>
            </Stack>
            <IconChevronRight size={18} aria-hidden style={{ flexShrink: 0, marginTop: 4 }} />
          </Group>
        </UnstyledButton>
      ))}
    </Stack>
  );
}
