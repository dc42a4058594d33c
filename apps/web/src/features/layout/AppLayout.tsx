import { ActionIcon, AppShell, Burger, Group, NavLink, ScrollArea, Text, Tooltip } from "@mantine/core";
import { useDisclosure } from "@mantine/hooks";
import { canApprovePartners, partnerAwaitingApproval } from "@portal/contracts/partner-status";
import {
  accessibleSections,
  canAttendStandVisits,
  canManageUsers,
  canSetAvailability,
  isPartner,
  standPresenceKind,
} from "@portal/contracts/policy";
import {
  IconArrowLeft,
  IconBuildingStore,
  IconClockHour4,
  IconLogout,
  IconUserCheck,
  IconUserCircle,
  IconUsers,
} from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import { Link, useMatches, useRouter, useRouterState } from "@tanstack/react-router";
import { lazy, type ReactNode, Suspense, useEffect } from "react";
import { Logo } from "../../components/Logo";
import { useSession } from "../../lib/session";
import { SM_UP, useMedia } from "../../lib/use-media";
import { AvailabilityControl } from "../availability/AvailabilityControl";
import { EnvBadge } from "../health/EnvBadge";
import { navItems } from "../navigation/sections";
import { NotificationBell } from "../notifications/NotificationBell";
import { NotificationCenter } from "../notifications/NotificationCenter";
import { myProfileQuery } from "../session/session.queries";
import { signOut } from "../session/session-lifecycle";
import { StandHeaderChip } from "../stand/StandHeaderChip";
import { UserMenu } from "./UserMenu";

// The booth specialist's visit alert loads with its own chunk, only for them (decision 027).
const StandVisitAlert = lazy(() => import("../stand/StandVisitAlert"));
// The receptionist's check-in stand kept on the device (the header's chip), in its own chunk too.
const StandPresenceSync = lazy(() => import("../stand/StandPresenceSync"));

// Compact items on wide screens so an administrator's whole navigation fits a 1366x800 screen without scrolling;
// phones keep the roomier touch targets (decision 039).
const NAV_ITEM = { py: { base: 8, sm: 3 }, styles: { label: { lineHeight: 1.35 } } } as const;

export function AppLayout({ children }: { children: ReactNode }) {
  const session = useSession();
  const router = useRouter();
  const [opened, { toggle, close }] = useDisclosure(false);
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  const showBack = useMatches({ select: (matches) => matches.some((m) => m.staticData?.showBack) });

  // On phones the navigation closes after choosing a screen.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on every route change on purpose.
  useEffect(() => close(), [pathname, close]);

  // One availability control at a time (its own modal and requests): header on wide screens, menu on phones.
  // Mantine's `sm` breakpoint, where the navigation turns into a side bar.
  const wide = useMedia(SM_UP);
  const profile = useQuery({ ...myProfileQuery(), enabled: !!session });

  if (!session) return null;
  const roles = session.roles;
  // Incomplete registration, or a partner the coordinator has not approved (decision 064): no sections yet.
  const approvalPending = partnerAwaitingApproval(roles, profile.data?.partner_status);
  const incomplete = isPartner(roles) && !session.user.is_registration_complete;
  const registrationPending = incomplete || approvalPending;
  const sections = registrationPending ? [] : accessibleSections(roles);
  const showAvailability = canSetAvailability(roles) && !registrationPending;
  // The receptionist's stand, chosen on this device: in the header, or the menu on phones.
  const showStand = sections.includes("formStand");
  const isActive = (path: string) => pathname === path || pathname.startsWith(`${path}/`);

  return (
    <AppShell
      header={{ height: 60 }}
      navbar={{ width: 264, breakpoint: "sm", collapsed: { mobile: !opened } }}
      padding={{ base: "sm", sm: "lg" }}
    >
      <AppShell.Header>
        <a href="#conteudo" className="skip-link">
          Pular para o conteúdo
        </a>
        <Group h="100%" px={{ base: "xs", sm: "md" }} justify="space-between" wrap="nowrap" gap="xs">
          <Group gap="xs" wrap="nowrap" style={{ minWidth: 0 }}>
            <Burger opened={opened} onClick={toggle} hiddenFrom="sm" size="sm" aria-label="Abrir navegação" />
            {showBack && (
              <Tooltip label="Voltar">
                <ActionIcon
                  variant="subtle"
                  color="gray"
                  size="lg"
                  aria-label="Voltar"
                  onClick={() =>
                    router.history.canGoBack() ? router.history.back() : void router.navigate({ to: "/" })
                  }
                >
                  <IconArrowLeft size={20} />
                </ActionIcon>
              </Tooltip>
            )}
            <Link
              to="/"
              aria-label="Portal de Vendas: página inicial"
              style={{ textDecoration: "none", display: "flex" }}
            >
              <Logo size={30} withText={false} />
              <Text
                component="span"
                fw={700}
                fz="lg"
                c="brand.9"
                ml={10}
                visibleFrom="xs"
                style={{ whiteSpace: "nowrap" }}
              >
                Portal de Vendas
              </Text>
            </Link>
            <EnvBadge />
          </Group>
          <Group gap="xs" wrap="nowrap">
            {showStand && wide && <StandHeaderChip userId={session.user._id} />}
            {showAvailability && wide && <AvailabilityControl />}
            {sections.includes("notifications") && <NotificationBell roles={roles} />}
            <UserMenu session={session} />
          </Group>
        </Group>
      </AppShell.Header>

      <AppShell.Navbar component="nav" p="sm" aria-label="Navegação principal">
        {showAvailability && !wide && (
          // Phones: the header has no room for the toggle, so it opens with the navigation.
          <AppShell.Section
            hiddenFrom="sm"
            pb="sm"
            mb="sm"
            style={{ borderBottom: "1px solid var(--mantine-color-gray-3)" }}
          >
            <Text size="xs" fw={700} c="dimmed" tt="uppercase" pb={6}>
              Disponibilidade
            </Text>
            <AvailabilityControl stacked />
          </AppShell.Section>
        )}
        {showStand && !wide && (
          <AppShell.Section
            hiddenFrom="sm"
            pb="sm"
            mb="sm"
            style={{ borderBottom: "1px solid var(--mantine-color-gray-3)" }}
          >
            <StandHeaderChip userId={session.user._id} fullWidth />
          </AppShell.Section>
        )}
        <AppShell.Section grow component={ScrollArea} type="scroll">
          {incomplete && (
            <Text size="sm" c="dimmed" p="sm">
              Conclua seu cadastro para liberar o acesso às seções do portal.
            </Text>
          )}
          {navItems(roles, sections).map((item) =>
            item.kind === "link" ? (
              <NavLink
                {...NAV_ITEM}
                key={item.entry.key}
                component={Link}
                to={item.entry.path}
                label={item.entry.label}
                leftSection={<item.entry.icon size={18} stroke={1.7} />}
                active={isActive(item.entry.path)}
                aria-current={isActive(item.entry.path) ? "page" : undefined}
              />
            ) : (
              <NavLink
                {...NAV_ITEM}
                key={item.key}
                label={item.label}
                leftSection={<IconBuildingStore size={18} stroke={1.7} />}
                defaultOpened={item.entries.some((e) => isActive(e.path))}
                childrenOffset={22}
              >
                {item.entries.map((entry) => (
                  <NavLink
                    {...NAV_ITEM}
                    key={entry.key}
                    component={Link}
                    to={entry.path}
                    label={entry.label}
                    leftSection={<entry.icon size={18} stroke={1.7} />}
                    active={isActive(entry.path)}
                    aria-current={isActive(entry.path) ? "page" : undefined}
                  />
                ))}
              </NavLink>
            ),
          )}
          {approvalPending && (
            <NavLink
              {...NAV_ITEM}
              component={Link}
              to="/partner-status"
              label="Situação do cadastro"
              leftSection={<IconClockHour4 size={18} stroke={1.7} />}
              active={isActive("/partner-status")}
              aria-current={isActive("/partner-status") ? "page" : undefined}
            />
          )}
          {(canManageUsers(roles) || canApprovePartners(roles)) && !registrationPending && (
            <>
              <Text size="xs" fw={700} c="dimmed" tt="uppercase" px="sm" pt={2} pb={0}>
                Administração
              </Text>
              {canManageUsers(roles) && (
                <NavLink
                  {...NAV_ITEM}
                  component={Link}
                  to="/admin/users"
                  label="Usuários"
                  leftSection={<IconUsers size={18} stroke={1.7} />}
                  active={isActive("/admin/users")}
                  aria-current={isActive("/admin/users") ? "page" : undefined}
                />
              )}
              {canApprovePartners(roles) && (
                <NavLink
                  {...NAV_ITEM}
                  component={Link}
                  to="/admin/partners"
                  label="Parceiros"
                  leftSection={<IconUserCheck size={18} stroke={1.7} />}
                  active={isActive("/admin/partners")}
                  aria-current={isActive("/admin/partners") ? "page" : undefined}
                />
              )}
            </>
          )}
        </AppShell.Section>
        <AppShell.Section pt="sm" style={{ borderTop: "1px solid var(--mantine-color-gray-3)" }}>
          {!incomplete && (
            // Desktop reaches the profile from the user menu in the header; the phone's navigation keeps it
            // beside "Sair" so the laptop's navigation fits without scrolling.
            <NavLink
              {...NAV_ITEM}
              hiddenFrom="sm"
              component={Link}
              to="/profile"
              label="Meu perfil"
              leftSection={<IconUserCircle size={18} stroke={1.7} />}
              active={isActive("/profile")}
            />
          )}
          <NavLink
            {...NAV_ITEM}
            component="button"
            type="button"
            label="Sair"
            c="red"
            leftSection={<IconLogout size={18} stroke={1.7} />}
            onClick={() => void signOut()}
          />
        </AppShell.Section>
      </AppShell.Navbar>

      <AppShell.Main id="conteudo" tabIndex={-1} style={{ outline: "none" }}>
        <div style={{ maxWidth: 1200, margin: "0 auto" }}>{children}</div>
      </AppShell.Main>
      {!incomplete && <NotificationCenter userId={session.user._id} roles={roles} />}
      {canAttendStandVisits(roles) && (
        <Suspense fallback={null}>
          <StandVisitAlert userId={session.user._id} />
        </Suspense>
      )}
      {showStand && standPresenceKind(roles) === "RECEPTION" && (
        <Suspense fallback={null}>
          <StandPresenceSync userId={session.user._id} roles={roles} />
        </Suspense>
      )}
    </AppShell>
  );
}
