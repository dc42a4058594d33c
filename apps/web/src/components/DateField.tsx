import "@mantine/dates/styles.css";
import "dayjs/locale/pt-br";
import { DatePickerInput, type DatePickerInputProps, DatesProvider } from "@mantine/dates";
import { IconCalendar } from "@tabler/icons-react";

type Props = Omit<DatePickerInputProps<"default">, "value" | "onChange" | "type"> & {
  /** ISO calendar date (YYYY-MM-DD) or empty. */
  value: string | null | undefined;
  onChange: (value: string) => void;
};

/**
 * A calendar date in pt-BR (DD/MM/AAAA, weeks from Sunday, Portuguese month names) whatever the browser's own
 * locale: the native date input follows the operating system and may show MM/DD. The value stays YYYY-MM-DD.
 */
export function DateField({ value, onChange, ...rest }: Props) {
  return (
    <DatesProvider settings={{ locale: "pt-br", firstDayOfWeek: 0 }}>
      <DatePickerInput
        valueFormat="DD/MM/YYYY"
        placeholder="dd/mm/aaaa"
        leftSection={<IconCalendar size={16} />}
        nextLabel="Próximo mês"
        previousLabel="Mês anterior"
        popoverProps={{ withinPortal: true }}
        {...rest}
        value={value || null}
        onChange={(next) => onChange(next ? String(next).slice(0, 10) : "")}
      />
    </DatesProvider>
  );
}
