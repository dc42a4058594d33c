import "@mantine/dates/styles.css";
import "dayjs/locale/pt-br";
import { Badge, Stack, Text } from "@mantine/core";
import { Calendar, DatesProvider } from "@mantine/dates";
import { spDay } from "./schedule-dates";

/**
 * The month calendar (@mantine/dates), each day with its number of appointments from GET /schedules/count-by-date.
 * A day opens the day view.
 */
export function MonthView({
  day,
  counts,
  onDay,
  onMonth,
}: {
  day: string;
  counts: Map<string, number>;
  onDay: (day: string) => void;
  onMonth: (day: string) => void;
}) {
  const today = spDay(Date.now());
  return (
    <DatesProvider settings={{ locale: "pt-br", firstDayOfWeek: 0 }}>
      <Calendar
        date={`${day.slice(0, 7)}-01`}
        onDateChange={(d) => onMonth(String(d).slice(0, 10))}
        maxLevel="month"
        fullWidth
        nextLabel="Próximo mês"
        previousLabel="Mês anterior"
        size="lg"
        data-testid="schedule-month"
        styles={{
          calendarHeader: { maxWidth: "100%" },
          month: { width: "100%", tableLayout: "fixed" },
          day: { width: "100%", height: 64, alignItems: "flex-start", paddingTop: 4 },
          monthsListControl: { width: "100%" },
        }}
        getDayProps={(d) => ({
          onClick: () => onDay(String(d).slice(0, 10)),
          "aria-label": dayLabel(String(d).slice(0, 10), counts.get(String(d).slice(0, 10)) ?? 0),
        })}
        renderDay={(d) => {
          const key = String(d).slice(0, 10);
          const n = counts.get(key) ?? 0;
          return (
            <Stack gap={2} align="center">
              <Text size="sm" fw={key === today ? 700 : 400} c={key === today ? "brand" : undefined}>
                {Number(key.slice(8, 10))}
              </Text>
              {n > 0 && (
                <Badge size="sm" variant="filled" circle={n < 10} data-testid="day-count">
                  {n}
                </Badge>
              )}
            </Stack>
          );
        }}
      />
    </DatesProvider>
  );
}

function dayLabel(day: string, n: number): string {
  const [y, m, d] = day.split("-");
  const when = `${d}/${m}/${y}`;
  return n === 0 ? `${when}: nenhum agendamento` : `${when}: ${n} ${n === 1 ? "agendamento" : "agendamentos"}`;
}
