import {
  createTheme,
  type MantineColorsTuple,
  Modal,
  MultiSelect,
  Notification,
  PasswordInput,
  Select,
} from "@mantine/core";

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

export const theme = createTheme({
  primaryColor: "brand",
  colors: { brand },
  primaryShade: 7,
  defaultRadius: "md",
  fontFamily: 'Inter, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif',
  headings: { fontWeight: "700" },
  cursorType: "pointer",
  // Mantine's built-in accessible names are English; the portal speaks pt-BR.
  components: {
    PasswordInput: PasswordInput.extend({
      defaultProps: { visibilityToggleButtonProps: { "aria-label": "Mostrar ou ocultar senha" } },
    }),
    Modal: Modal.extend({
      defaultProps: { closeButtonProps: { "aria-label": "Fechar" } },
      styles: { title: { fontWeight: 700, fontSize: "var(--mantine-font-size-lg)" } },
    }),
    Notification: Notification.extend({ defaultProps: { closeButtonProps: { "aria-label": "Fechar aviso" } } }),
    Select: Select.extend({ defaultProps: { clearButtonProps: { "aria-label": "Limpar seleção" } } }),
    MultiSelect: MultiSelect.extend({ defaultProps: { clearButtonProps: { "aria-label": "Limpar seleção" } } }),
  },
});
