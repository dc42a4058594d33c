/** "Cliente e unidade" card of the proposal builder: lead and unit pickers (or the counter-proposal note) and the unit summary. */
import { Alert, Card, Grid, Group, Text, Title } from "@mantine/core";
import type { UnitDto } from "@portal/contracts/inventory";
import { formatBRL } from "@portal/contracts/money";
import { isPartner } from "@portal/contracts/policy";
import type { ProposalDto } from "@portal/contracts/proposals";
import type { UseQueryResult } from "@tanstack/react-query";
import { LoadingState } from "../../components/states";
import { useSession } from "../../lib/session";
import { RegisterClientButton } from "../users/RegisterClientButton";
import { LeadPicker } from "./LeadPicker";
import { UnitPicker } from "./UnitPicker";

export function ProposalCustomerCard({
  parent,
  leadId,
  unitId,
  unit,
  errors,
  onPickLead,
  onPickUnit,
}: {
  parent?: ProposalDto;
  leadId: string | undefined;
  unitId: string | undefined;
  unit: UseQueryResult<UnitDto>;
  errors: Record<string, string>;
  onPickLead: (leadId: string | undefined) => void;
  onPickUnit: (unitId: string | undefined) => void;
}) {
  const session = useSession();
  // Partner brokers bring their own clients (decision 064): they register them here.
  const partner = !!session && isPartner(session.roles);
  return (
    <Card withBorder radius="md" padding="md">
      <Title order={2} size="h4" mb="sm">
        Cliente e unidade
      </Title>
      {parent ? (
        <Text size="sm">Contraproposta da versão {parent.version}: mesmo cliente, unidade e preço de tabela.</Text>
      ) : (
        <Grid gap="sm">
          <Grid.Col span={{ base: 12, sm: 6 }}>
            <LeadPicker leadId={leadId} onPick={onPickLead} error={errors.lead_id} />
            {partner && (
              <Group justify="flex-end" mt={6}>
                <RegisterClientButton
                  enterpriseId={unit.data?.enterprise_id}
                  onRegistered={(client) => onPickLead(client._id)}
                />
              </Group>
            )}
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 6 }}>
            <UnitPicker unitId={unitId} onPick={onPickUnit} error={errors.unit_id} />
          </Grid.Col>
        </Grid>
      )}
      {unit.isPending && unitId && <LoadingState label="Carregando unidade..." />}
      {unit.isError && (
        <Alert color="red" variant="light" mt="sm">
          Não foi possível carregar a unidade.
        </Alert>
      )}
      {unit.data && (
        <Text size="sm" mt="sm" data-testid="unit-summary">
          {unit.data.tower_name} · unidade {unit.data.number} · {unit.data.bedrooms} dorm. ·{" "}
          {String(unit.data.private_area).replace(".", ",")} m² ·{" "}
          {unit.data.price === null ? "sem preço de tabela" : formatBRL(unit.data.price)}
        </Text>
      )}
      {unit.data && unit.data.price === null && (
        <Alert color="yellow" variant="light" mt="sm">
          A unidade ainda não tem preço de tabela; não é possível montar a proposta.
        </Alert>
      )}
    </Card>
  );
}
