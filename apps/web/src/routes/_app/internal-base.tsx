import { SegmentedControl } from "@mantine/core";
import { createFileRoute, useNavigate } from "@tanstack/react-router";
import { useMemo } from "react";
import { z } from "zod";
import { PageHeader } from "../../components/PageHeader";
import {
  INTERNAL_BASE_STATUS_OPTIONS,
  type InternalBaseView,
  internalBaseQuery,
} from "../../features/leads/base-views";
import { LeadListScreen, type SearchUpdater } from "../../features/leads/LeadListScreen";
import { leadSearchSchema } from "../../features/leads/lead-search";
import { requireSection } from "../../features/session/guards";

/** Leads out of the active funnel: archived/discarded/expired, or deleted. See features/leads/base-views.ts. */
const searchSchema = leadSearchSchema.extend({
  view: z.enum(["arquivados", "excluidos"]).optional().catch(undefined),
});

export const Route = createFileRoute("/_app/internal-base")({
  validateSearch: searchSchema,
  beforeLoad: ({ context }) => requireSection(context.session, "internalBase"),
  component: InternalBasePage,
});

const HIDDEN_EXCLUDED = ["status"] as const;

function InternalBasePage() {
  const { session } = Route.useRouteContext();
  const search = Route.useSearch();
  const navigate = useNavigate({ from: Route.fullPath });
  const view: InternalBaseView = search.view ?? "arquivados";
  const setSearch: SearchUpdater = (update, options) =>
    void navigate({ search: (prev) => ({ ...update(prev), view: prev.view }), replace: options?.replace });
  const fixed = useMemo(() => internalBaseQuery(view, search.status), [view, search.status]);
  const deleted = view === "excluidos";

  return (
    <>
      <PageHeader
        title="Base interna"
        description={
          deleted
            ? "Leads excluídos, mantidos apenas para consulta."
            : "Leads arquivados, descartados ou expirados. Redistribua os que merecem uma nova tentativa: eles voltam como “Novo”."
        }
      />
      <LeadListScreen
        key={view}
        session={session}
        search={search}
        setSearch={setSearch}
        fixedQuery={fixed}
        hiddenFilters={deleted ? HIDDEN_EXCLUDED : []}
        statusOptions={INTERNAL_BASE_STATUS_OPTIONS}
        bulk={deleted ? {} : { reassign: true, distribute: true, delete: true }}
        defaultReset
        emptyTitle={deleted ? "Nenhum lead excluído" : "Nenhum lead arquivado, descartado ou expirado"}
        toolbar={
          <SegmentedControl
            aria-label="Leads da base interna"
            value={view}
            onChange={(v) => void navigate({ search: v === "excluidos" ? { view: "excluidos" } : {} })}
            data={[
              { value: "arquivados", label: "Arquivados e descartados" },
              { value: "excluidos", label: "Excluídos" },
            ]}
            style={{ alignSelf: "flex-start" }}
          />
        }
      />
    </>
  );
}
