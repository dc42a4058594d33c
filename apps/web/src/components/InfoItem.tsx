import { Stack, Text } from "@mantine/core";
import type { ReactNode } from "react";

/** A read-only label/value pair. */
export function InfoItem({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap={2}>
      <Text size="xs" c="dimmed" fw={600} tt="uppercase">
        {label}
      </Text>
      <Text size="sm" component="div">
        {children || "—"}
      </Text>
    </Stack>
  );
}
