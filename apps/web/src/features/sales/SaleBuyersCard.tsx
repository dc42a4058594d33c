import { Button, Card, Group, ScrollArea, Table, Title } from "@mantine/core";
import type { SaleDto } from "@portal/contracts/sales";
import { formatCnpj, formatCpf } from "../../lib/format";

/** The sale's buyers with document, city and share; `onEdit` (when allowed) opens the buyers editor. */
export function SaleBuyersCard({ sale: s, onEdit }: { sale: SaleDto; onEdit?: () => void }) {
  return (
    <Card withBorder radius="md" padding="md">
      <Group justify="space-between" mb="sm">
        <Title order={2} size="h4">
          Compradores
        </Title>
        {onEdit && (
          <Button size="compact-sm" variant="light" onClick={onEdit}>
            Editar compradores
          </Button>
        )}
      </Group>
      {/* On a phone the table scrolls sideways: a focusable, named region lets a keyboard scroll it (axe). */}
      <ScrollArea type="auto" viewportProps={{ tabIndex: 0, role: "region", "aria-label": "Compradores" }}>
        <Table miw={520} fz="sm">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Nome</Table.Th>
              <Table.Th>Documento</Table.Th>
              <Table.Th>Cidade</Table.Th>
              <Table.Th ta="right">Participação</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {s.buyers.map((b) => (
              <Table.Tr key={b._id} data-testid="buyer-row">
                <Table.Td>{b.full_name}</Table.Td>
                <Table.Td>{b.document_type === "CPF" ? formatCpf(b.document) : formatCnpj(b.document)}</Table.Td>
                <Table.Td>
                  {b.address.city}/{b.address.uf}
                </Table.Td>
                <Table.Td ta="right">{String(b.share_percent).replace(".", ",")}%</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </ScrollArea>
    </Card>
  );
}
