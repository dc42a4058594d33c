import { type CSSVariablesResolver, createTheme, DEFAULT_THEME, type MantineColorsTuple } from "@mantine/core";
import { DROPDOWN_MAX_HEIGHT } from "@portal/contracts/common";
import { readableOn } from "./lib/contrast";

const brand: MantineColorsTuple = [
  "#e8f2fb",
  "#d0e2f3",
  "#a1c3e6",
  "#6ea2d9",
  "#4586ce",
  "#2b74c8",
  "#1c6ac6",
  "#0f59af",
  "#024f9d",
  "#00448b",
];

const PAGINATION_CONTROL_LABELS = {
  first: "Primeira página",
  last: "Última página",
  next: "Próxima página",
  previous: "Página anterior",
} as const;

export const theme = createTheme({
  primaryColor: "brand",
  colors: { brand },
  primaryShade: 7,
  defaultRadius: "md",
  fontFamily: 'Inter, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif',
  headings: { fontWeight: "700" },
  cursorType: "pointer",
  // A user who asked the system for less motion gets modals, menus and toasts without their transitions (WCAG 2.3.3);
  // the browser tests ask for it too, so a click never lands on a modal still growing in.
  respectReducedMotion: true,
  // Mantine's built-in accessible names are English; the portal speaks pt-BR. Plain objects, not `Modal.extend()`:
  // calling a component's `extend` imports the component, which put these five (and all they use) in every first
  // load, the login page's included (decision 055).
  components: {
    PasswordInput: { defaultProps: { visibilityToggleButtonProps: { "aria-label": "Mostrar ou ocultar senha" } } },
    Modal: {
      defaultProps: { closeButtonProps: { "aria-label": "Fechar" } },
      styles: { title: { fontWeight: 700, fontSize: "var(--mantine-font-size-lg)" } },
    },
    Notification: { defaultProps: { closeButtonProps: { "aria-label": "Fechar aviso" } } },
    // Spec 9: every dropdown stops at 20rem and scrolls. A click on the chosen option must not clear a required (or
    // prefilled) answer; a select that may be emptied says so with `clearable` (its clear button), as every filter does.
    Select: {
      defaultProps: {
        clearButtonProps: { "aria-label": "Limpar seleção" },
        allowDeselect: false,
        maxDropdownHeight: DROPDOWN_MAX_HEIGHT,
      },
    },
    // Every pagination's arrows and pages are named (axe "button-name", critical), not only the lists that remember.
    Pagination: {
      defaultProps: {
        getItemProps: (page: number) => ({ "aria-label": `Página ${page}` }),
        getControlProps: (control: keyof typeof PAGINATION_CONTROL_LABELS) => ({
          "aria-label": PAGINATION_CONTROL_LABELS[control],
        }),
      },
    },
    MultiSelect: {
      defaultProps: { clearButtonProps: { "aria-label": "Limpar seleção" }, maxDropdownHeight: DROPDOWN_MAX_HEIGHT },
    },
    Autocomplete: { defaultProps: { maxDropdownHeight: DROPDOWN_MAX_HEIGHT } },
    TagsInput: { defaultProps: { maxDropdownHeight: DROPDOWN_MAX_HEIGHT } },
    Menu: { styles: { dropdown: { maxHeight: DROPDOWN_MAX_HEIGHT, overflowY: "auto" } } },
  },
});

/**
 * Mantine's light-scheme colours fall below WCAG AA (4.5:1) for text: dimmed grey #868e96 is 3.3:1, orange and
 * yellow badges ~3:1, white on a green or orange button ~2.7:1. Each text/background pair is darkened here only
 * as far as it needs to read (decision 038); the palette itself stays Mantine's.
 */
export const cssVariablesResolver: CSSVariablesResolver = () => {
  const colors = { ...DEFAULT_THEME.colors, ...theme.colors } as Record<string, MantineColorsTuple>;
  const shade = theme.primaryShade as 7;
  const white = "#ffffff";
  const gray = colors.gray as MantineColorsTuple;
  const light: Record<string, string> = {
    "--mantine-color-dimmed": readableOn(gray[6], [white, gray[0], gray[1]]),
    "--mantine-color-error": readableOn((colors.red as MantineColorsTuple)[6], [white]),
    // FileInput draws its placeholder as text, and axe judges it as such.
    "--mantine-color-placeholder": readableOn(gray[5], [white]),
  };
  for (const [name, c] of Object.entries(colors)) {
    if (name === "dark") continue;
    light[`--mantine-color-${name}-filled`] = readableOn(c[shade], [white]);
    light[`--mantine-color-${name}-filled-hover`] = readableOn(c[8], [white]);
    light[`--mantine-color-${name}-text`] = readableOn(c[shade], [white, gray[0], c[0]]);
    light[`--mantine-color-${name}-outline`] = readableOn(c[shade], [white, gray[0]]);
    light[`--mantine-color-${name}-light-color`] = readableOn(c[9], [white, c[1], c[2]]);
  }
  return { variables: {}, light, dark: {} };
};
