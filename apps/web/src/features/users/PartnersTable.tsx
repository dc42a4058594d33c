/** The approval queue: a table on larger screens, cards on phones (decision 064). */
import { Badge, Card, Group, Stack, Table, Text } from "@mantine/core";
import type { PartnerDto } from "@portal/contracts/partners";
import { formatPhone } from "@portal/contracts/phone";
import { formatCpf, formatDate } from "../../lib/format";
import { SM_UP, useMedia } from "../../lib/use-media";
import { roleLabel } from "../layout/UserMenu";
import { PartnerDecision } from "./PartnerDecision";

function Review({ partner }: { partner: PartnerDto }) {
  if (partner.partner_status === "PENDING_APPROVAL") return null;
  return (
    <Text size="xs" c="dimmed">
      {partner.partner_status === "REJECTED" ? "Recusado" : "Aprovado"}
      {partner.partner_reviewed_by_name ? ` por ${partner.partner_reviewed_by_name}` : ""}
      {partner.partner_reviewed_at ? ` em ${formatDate(partner.partner_reviewed_at)}` : ""}
      {partner.partner_rejection_reason ? ` — ${partner.partner_rejection_reason}` : ""}
    </Text>
  );
}

export function PartnersTable({ partners }: { partners: PartnerDto[] }) {
  const wide = useMedia(SM_UP);
  return wide ? (
    <Table.ScrollContainer minWidth={900}>
      <Table verticalSpacing="sm" highlightOnHover>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Nome</Table.Th>
            <Table.Th>CRECI</Table.Th>
            <Table.Th>CPF</Table.Th>
            <Table.Th>Celular</Table.Th>
            <Table.Th>Cadastro</Table.Th>
            <Table.Th>Decisão</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {partners.map((p) => (
            <Table.Tr key={p._id} data-testid="partner-row">
              <Table.Td>
                <Stack gap={0}>
                  <Text fw={600} size="sm">
                    {p.full_name}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {p.email} · {p.roles.map(roleLabel).join(", ")}
                  </Text>
                  <Review partner={p} />
                </Stack>
              </Table.Td>
              <Table.Td>
                <Text size="sm" ff="monospace" style={{ whiteSpace: "nowrap" }}>
                  {p.creci ?? "—"}
                </Text>
              </Table.Td>
              <Table.Td style={{ whiteSpace: "nowrap" }}>{formatCpf(p.cpf) || "—"}</Table.Td>
              <Table.Td style={{ whiteSpace: "nowrap" }}>{formatPhone(p.phone) || "—"}</Table.Td>
              <Table.Td style={{ whiteSpace: "nowrap" }}>{formatDate(p.createdAt)}</Table.Td>
              <Table.Td>
                <PartnerDecision partner={p} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  ) : (
    <Stack gap="sm">
      {partners.map((p) => (
        <Card key={p._id} withBorder radius="md" padding="sm" data-testid="partner-row">
          <Stack gap={6}>
            <Group justify="space-between" wrap="nowrap" align="flex-start">
              <Text fw={600}>{p.full_name}</Text>
              <Badge variant="outline" size="sm" tt="none" style={{ flexShrink: 0 }}>
                CRECI {p.creci ?? "—"}
              </Badge>
            </Group>
            <Text size="xs" c="dimmed">
              {p.email}
            </Text>
            <Text size="sm">
              CPF {formatCpf(p.cpf) || "—"} · {formatPhone(p.phone) || "—"}
            </Text>
            <Text size="xs" c="dimmed">
              {p.roles.map(roleLabel).join(", ")} · cadastro em {formatDate(p.createdAt)}
            </Text>
            <Review partner={p} />
            <PartnerDecision partner={p} />
          </Stack>
        </Card>
      ))}
    </Stack>
  );
}
