import "@mantine/dates/styles.css";
import "dayjs/locale/pt-br";
import { DatePickerInput, DatesProvider } from "@mantine/dates";
import { IconCalendar } from "@tabler/icons-react";
import { useEffect, useState } from "react";

type Range = [string | null, string | null];

/** A day range picker in pt-BR; values are ISO days (YYYY-MM-DD) or undefined. */
export function DateRangeFilter({
  label,
  from,
  to,
  onChange,
}: {
  label: string;
  from?: string;
  to?: string;
  onChange: (range: { from?: string; to?: string }) => void;
}) {
  // The picker holds a half-chosen range locally; the URL changes once both days are known (or on clear).
  const [value, setValue] = useState<Range>([from ?? null, to ?? null]);
  useEffect(() => setValue([from ?? null, to ?? null]), [from, to]);
  return (
    <DatesProvider settings={{ locale: "pt-br", firstDayOfWeek: 0 }}>
      <DatePickerInput
        type="range"
        label={label}
        placeholder="Escolha o período"
        valueFormat="DD/MM/YYYY"
        leftSection={<IconCalendar size={16} />}
        value={value}
        onChange={([start, end]) => {
          const next: Range = [start ? String(start) : null, end ? String(end) : null];
          setValue(next);
          if (next[0] && !next[1]) return;
          onChange({ from: next[0] ?? undefined, to: next[1] ?? undefined });
        }}
        allowSingleDateInRange
        clearable
        clearButtonProps={{ "aria-label": "Limpar período" }}
        nextLabel="Próximo mês"
        previousLabel="Mês anterior"
        popoverProps={{ withinPortal: true }}
        maxDate={new Date()}
      />
    </DatesProvider>
  );
}

/** One day (ISO YYYY-MM-DD or undefined), typed as DD/MM/AAAA or picked. */
export function DayFilter({
  label,
  value,
  onChange,
}: {
  label: string;
  value?: string;
  onChange: (day: string | undefined) => void;
}) {
  return (
    <DatesProvider settings={{ locale: "pt-br", firstDayOfWeek: 0 }}>
      <DatePickerInput
        label={label}
        placeholder="Qualquer dia"
        valueFormat="DD/MM/YYYY"
        leftSection={<IconCalendar size={16} />}
        value={value ?? null}
        onChange={(day) => onChange(day ? String(day) : undefined)}
        clearable
        clearButtonProps={{ "aria-label": "Limpar data" }}
        nextLabel="Próximo mês"
        previousLabel="Mês anterior"
        popoverProps={{ withinPortal: true }}
        maxDate={new Date()}
      />
    </DatesProvider>
  );
}
