import { Button, Card, Group, Select } from "@mantine/core";
import { standVisitScope } from "@portal/contracts/policy";
import { eightDigitsToIsoDay, formatEightDigitDay, isoDayToEightDigits } from "@portal/contracts/stand-partial-report";
import { IconBuildingStore, IconFileSpreadsheet, IconFileTypePdf } from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import { type ReactNode, useState } from "react";
import { DateField } from "../../components/DateField";
import { PageHeader } from "../../components/PageHeader";
import { EmptyResult, ErrorState, LoadingState } from "../../components/states";
import { errorMessage } from "../../lib/api-error";
import { notifyError, notifySuccess } from "../../lib/notify";
import type { Session } from "../../lib/session-cookies";
import { useCurrentStand } from "./current-stand";
import { NoStandChosen } from "./NoStandChosen";
import { PartialReportView } from "./PartialReportView";
import { downloadPartialReport, partialReportQuery, todayEightDigits } from "./partial-report";
import { standsQuery } from "./stand.queries";
import { useStandLive } from "./useStandLive";

const TITLE = "Relatório parcial";

/**
 * /partial-report (section parcialReport, decision 049): a receptionist reads the stand chosen on the device;
 * coordinators and admins pick a stand (kept in the URL). The day is in the URL too (DDMMYYYY, default today).
 */
export function PartialReportScreen({
  session,
  enterpriseId,
  date,
  onChange,
}: {
  session: Session;
  enterpriseId: string | undefined;
  date: string | undefined;
  onChange: (next: { enterprise?: string; date?: string }) => void;
}) {
  const day = date ?? todayEightDigits();
  const setDay = (next: string) => onChange({ enterprise: enterpriseId, date: next || undefined });
  if (standVisitScope(session.roles) === "reception") {
    return <ReceptionReport session={session} day={day} onDay={setDay} />;
  }
  return (
    <PickedReport
      enterpriseId={enterpriseId}
      day={day}
      onDay={setDay}
      onPick={(enterprise) => onChange({ enterprise, date })}
    />
  );
}

function ReceptionReport({ session, day, onDay }: { session: Session; day: string; onDay: (d: string) => void }) {
  const stand = useCurrentStand(session.user._id, session.roles);
  if (!stand) return <NoStandChosen title={TITLE} />;
  return <Report enterpriseId={stand.enterprise_id} day={day} onDay={onDay} />;
}

function PickedReport({
  enterpriseId,
  day,
  onDay,
  onPick,
}: {
  enterpriseId: string | undefined;
  day: string;
  onDay: (d: string) => void;
  onPick: (enterpriseId: string) => void;
}) {
  const stands = useQuery(standsQuery());
  const active = (stands.data?.payload ?? []).filter((s) => s.active);
  const selected = enterpriseId ?? active[0]?.enterprise_id ?? null;
  if (stands.isPending)
    return (
      <>
        <PageHeader title={TITLE} />
        <LoadingState label="Carregando os plantões..." />
      </>
    );
  if (stands.isError)
    return (
      <>
        <PageHeader title={TITLE} />
        <ErrorState error={stands.error} onRetry={() => void stands.refetch()} />
      </>
    );
  if (!selected)
    return (
      <>
        <PageHeader title={TITLE} />
        <Card withBorder radius="md">
          <EmptyResult
            icon={<IconBuildingStore size={28} />}
            title="Nenhum empreendimento com plantão"
            description="Ative o plantão de um empreendimento para ver o relatório parcial."
          />
        </Card>
      </>
    );
  return (
    <Report
      enterpriseId={selected}
      day={day}
      onDay={onDay}
      picker={
        <Select
          aria-label="Plantão"
          data={active.map((s) => ({ value: s.enterprise_id, label: s.enterprise.name }))}
          value={selected}
          onChange={(value) => value && onPick(value)}
          allowDeselect={false}
          searchable
          nothingFoundMessage="Nenhum plantão encontrado"
          comboboxProps={{ withinPortal: true }}
          w={{ base: "100%", xs: 240 }}
          data-testid="partial-report-stand"
        />
      }
    />
  );
}

function Report({
  enterpriseId,
  day,
  onDay,
  picker,
}: {
  enterpriseId: string;
  day: string;
  onDay: (d: string) => void;
  picker?: ReactNode;
}) {
  const query = { enterprise_id: enterpriseId, date: day };
  const report = useQuery(partialReportQuery(query));
  // Today's report follows the stand live (a visit finished elsewhere is counted); a past day does not change.
  useStandLive(day === todayEightDigits() ? enterpriseId : null);
  const [busy, setBusy] = useState<"pdf" | "xlsx" | null>(null);
  const download = async (format: "pdf" | "xlsx") => {
    setBusy(format);
    try {
      await downloadPartialReport(query, format);
      notifySuccess(format === "pdf" ? "PDF do relatório baixado." : "Planilha do relatório baixada.");
    } catch (error) {
      notifyError(errorMessage(error), "Arquivo não gerado");
    } finally {
      setBusy(null);
    }
  };
  const standName = report.data?.enterprise.name;
  return (
    <>
      <PageHeader
        title={TITLE}
        description={standName ? `${standName} · ${formatEightDigitDay(day)}` : formatEightDigitDay(day)}
        actions={
          <Group gap="xs" wrap="wrap" w={{ base: "100%", sm: "auto" }}>
            {picker}
            <DateField
              aria-label={`Dia ${formatEightDigitDay(day)}`}
              value={eightDigitsToIsoDay(day)}
              onChange={(iso) => onDay(iso ? isoDayToEightDigits(iso) : "")}
              maxDate={new Date()}
              w={{ base: "100%", xs: 160 }}
              data-testid="partial-report-date"
            />
            <Button
              variant="default"
              leftSection={<IconFileTypePdf size={16} />}
              loading={busy === "pdf"}
              disabled={!report.isSuccess}
              onClick={() => void download("pdf")}
              data-testid="partial-report-pdf"
            >
              PDF
            </Button>
            <Button
              variant="default"
              leftSection={<IconFileSpreadsheet size={16} />}
              loading={busy === "xlsx"}
              disabled={!report.isSuccess}
              onClick={() => void download("xlsx")}
              data-testid="partial-report-xlsx"
            >
              XLSX
            </Button>
          </Group>
        }
      />
      {report.isPending ? (
        <LoadingState label="Somando as visitas do dia..." />
      ) : report.isError ? (
        <ErrorState error={report.error} onRetry={() => void report.refetch()} />
      ) : (
        <PartialReportView report={report.data} />
      )}
    </>
  );
}
