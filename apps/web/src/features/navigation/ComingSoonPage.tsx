import { Badge, EmptyState, Paper } from "@mantine/core";
import type { Section } from "@portal/contracts/policy";
import { PageHeader } from "../../components/PageHeader";
import { SECTION_META } from "./sections";

/**
 * An honest placeholder for a section whose screen is not built yet: it names the section and
 * says it is coming, with no sample data.
 */
export function ComingSoonPage({
  section,
  title,
  description,
}: {
  section: Section;
  title?: string;
  description?: string;
}) {
  const meta = SECTION_META[section];
  const Icon = meta.icon;
  const name = title ?? meta.label;
  return (
    <>
      <PageHeader title={name} description={description ?? meta.description} />
      <Paper withBorder radius="md" p={{ base: "md", sm: "xl" }}>
        <EmptyState
          py="lg"
          variant="light"
          icon={<Icon size={28} stroke={1.6} />}
          title={
            <>
              Em breve{" "}
              <Badge variant="light" color="gray" size="sm" ml={4} style={{ verticalAlign: "middle" }}>
                Em construção
              </Badge>
            </>
          }
          description={`A seção “${name}” está em desenvolvimento e ficará disponível em uma próxima versão do portal.`}
        />
      </Paper>
    </>
  );
}
