import { Center, Paper, Stack, Text, ThemeIcon, Title } from "@mantine/core";
import { MSG } from "@portal/contracts/messages";
import { IconTools } from "@tabler/icons-react";
import { Logo } from "../../components/Logo";

/** Replaces the whole app while the maintenance flag is on (spec 1). */
export function MaintenancePage() {
  return (
    <Center mih="100dvh" p="md">
      <Paper withBorder shadow="sm" radius="lg" p={{ base: "lg", sm: 40 }} maw={480} w="100%">
        <Stack align="center" gap="md" ta="center">
          <Logo />
          <ThemeIcon size={64} radius="xl" variant="light" color="orange" mt="md">
            <IconTools size={34} />
          </ThemeIcon>
          <Title order={1} fz={26}>
            {MSG.maintenanceTitle}
          </Title>
          <Text c="dimmed" size="lg">
            {MSG.maintenanceSubtitle}
          </Text>
        </Stack>
      </Paper>
    </Center>
  );
}
