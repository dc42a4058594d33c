import { Group, Text } from "@mantine/core";

/** The product mark: a house over a bar chart, plus the name. */
export function LogoMark({ size = 32 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 32 32" role="img" aria-hidden="true" focusable="false">
      <rect width="32" height="32" rx="8" fill="var(--mantine-color-brand-7)" />
      <path
        d="M7 15.5 16 8l9 7.5"
        fill="none"
        stroke="#fff"
        strokeWidth="2.4"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <rect x="10" y="18" width="3" height="6" rx="1" fill="#fff" />
      <rect x="14.5" y="15" width="3" height="9" rx="1" fill="#fff" />
      <rect x="19" y="12.5" width="3" height="11.5" rx="1" fill="#9cc7f0" />
    </svg>
  );
}

export function Logo({ size = 32, withText = true }: { size?: number; withText?: boolean }) {
  return (
    <Group gap={10} wrap="nowrap" aria-label="Portal de Vendas">
      <LogoMark size={size} />
      {withText && (
        <Text component="span" fw={700} fz={size >= 40 ? "xl" : "lg"} c="brand.9" style={{ whiteSpace: "nowrap" }}>
          Portal de Vendas
        </Text>
      )}
    </Group>
  );
}
