import { Box, Center, Group, Paper, Stack, Text } from "@mantine/core";
import { APP_VERSION } from "@portal/contracts/common";
import { useMatches } from "@tanstack/react-router";
import type { ReactNode } from "react";
import { Logo } from "../../components/Logo";
import { EnvBadge } from "../health/EnvBadge";

/** Centered card used by sign-in, sign-up and password screens. */
export function PublicLayout({ children }: { children: ReactNode }) {
  const wide = useMatches({ select: (matches) => matches.some((m) => m.staticData?.wideCard) });
  return (
    <Box
      mih="100dvh"
      style={{
        background:
          "linear-gradient(160deg, var(--mantine-color-brand-0) 0%, var(--mantine-color-gray-0) 45%, var(--mantine-color-gray-1) 100%)",
      }}
    >
      <Center mih="100dvh" px={{ base: "sm", sm: "md" }} py="xl">
        <Stack w="100%" maw={wide ? 680 : 460} gap="lg">
          <Group justify="center" gap="sm">
            <Logo size={40} />
            <EnvBadge />
          </Group>
          <Paper component="main" withBorder shadow="md" radius="lg" p={{ base: "lg", sm: 32 }}>
            {children}
          </Paper>
          <Text ta="center" size="xs" c="dimmed">
            Portal de Vendas · versão {APP_VERSION}
          </Text>
        </Stack>
      </Center>
    </Box>
  );
}
