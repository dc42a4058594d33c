import { Card, Group, SimpleGrid, Text, ThemeIcon, Title } from "@mantine/core";
import {
  IconBuildingEstate,
  IconBuildingStore,
  IconChartBar,
  IconChevronRight,
  IconCoin,
  IconTrendingUp,
  IconUserStar,
} from "@tabler/icons-react";
import { Link } from "@tanstack/react-router";
import { PageHeader } from "../../components/PageHeader";

/** The reports that exist. A report is listed here once its screen is built, never before. */
const REPORTS = [
  {
    to: "/reports/sales",
    title: "Vendas",
    description:
      "Vendas e VGV por mês, empreendimento, equipe, especialista e origem; cancelamentos, distratos, ticket médio e o funil do período.",
    icon: IconChartBar,
    testId: "report-link-sales",
  },
  {
    to: "/reports/stock",
    title: "Estoque e VSO",
    description:
      "Unidades por status, valor do estoque na tabela vigente, tempo em estoque, reservas vencendo em 48 h e o VSO do mês e de 12 meses.",
    icon: IconBuildingEstate,
    testId: "report-link-stock",
  },
  {
    to: "/reports/commissions",
    title: "Comissões",
    description:
      "Comissões por imobiliária, corretor, coordenador e gerente; previstas, liberadas, pagas e canceladas, e o que vence no mês.",
    icon: IconCoin,
    testId: "report-link-commissions",
  },
  {
    to: "/reports/specialists",
    title: "Especialistas",
    description:
      "Por especialista: leads recebidos (roleta, plantão, manuais), ofertas aceitas e expiradas, atendimentos, visitas, agendamentos, propostas, vendas, VGV e conversão.",
    icon: IconUserStar,
    testId: "report-link-specialists",
  },
  {
    to: "/reports/partners",
    title: "Parceiros",
    description:
      "Imobiliárias parceiras e seus corretores: leads trazidos, visitas, propostas, vendas, VGV, comissão e conversão.",
    icon: IconBuildingStore,
    testId: "report-link-partners",
  },
  {
    to: "/reports/units-prices",
    title: "Tabelas de preços",
    description:
      "A evolução das tabelas de preços de um empreendimento e a diferença por unidade entre duas tabelas, ao lado do INCC-DI e do IGP-M.",
    icon: IconTrendingUp,
    testId: "report-link-units-prices",
  },
] as const;

export function ReportsLanding() {
  return (
    <>
      <PageHeader
        title="Relatórios"
        description="Números de vendas, estoque e comissões para decidir: escolha um relatório."
      />
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
        {REPORTS.map((r) => (
          <Card
            key={r.to}
            component={Link}
            to={r.to}
            withBorder
            radius="md"
            padding="md"
            data-testid={r.testId}
            style={{ textDecoration: "none", color: "inherit" }}
          >
            <Group wrap="nowrap" align="flex-start" gap="sm">
              <ThemeIcon variant="light" size="lg" radius="md">
                <r.icon size={20} />
              </ThemeIcon>
              <div style={{ flex: 1, minWidth: 0 }}>
                <Title order={2} fz="md">
                  {r.title}
                </Title>
                <Text size="sm" c="dimmed">
                  {r.description}
                </Text>
              </div>
              <IconChevronRight size={18} style={{ opacity: 0.5, flexShrink: 0 }} />
            </Group>
          </Card>
        ))}
      </SimpleGrid>
    </>
  );
}
