/** "Desconto" card of the proposal builder: percentage or absolute (R$) discount, typed with the matching mask. */
import { Card, Group, SegmentedControl, TextInput, Title } from "@mantine/core";
import type { DiscountType } from "@portal/contracts/discount";
import type { ReactNode } from "react";
import { maskMoneyInput } from "../../lib/money-input";
import type { DiscountInput } from "./plan-editor";

export function DiscountCard({
  discount,
  onChange,
  error,
}: {
  discount: DiscountInput;
  onChange: (discount: DiscountInput) => void;
  error: ReactNode;
}) {
  return (
    <Card withBorder radius="md" padding="md">
      <Title order={2} size="h4" mb="sm">
        Desconto
      </Title>
      <Group align="flex-end" wrap="wrap">
        <SegmentedControl
          value={discount.type}
          onChange={(v) => onChange({ type: v as DiscountType, text: "" })}
          data={[
            { value: "PERCENTAGE", label: "Percentual" },
            { value: "ABSOLUTE", label: "Valor (R$)" },
          ]}
        />
        <TextInput
          label={discount.type === "PERCENTAGE" ? "Desconto (%)" : "Desconto (R$)"}
          inputMode={discount.type === "PERCENTAGE" ? "decimal" : "numeric"}
          placeholder={discount.type === "PERCENTAGE" ? "0,00" : "0,00"}
          value={discount.text}
          onChange={(e) =>
            onChange({
              type: discount.type,
              text:
                discount.type === "ABSOLUTE"
                  ? maskMoneyInput(e.currentTarget.value)
                  : e.currentTarget.value.replace(/[^\d,.]/g, ""),
            })
          }
          error={error}
          style={{ flex: "1 1 160px" }}
        />
      </Group>
    </Card>
  );
}
