import { ROLE_LABELS, ROLES } from "@portal/contracts/roles";

/** Role choices for selects, labelled in pt-BR and sorted by label. */
export const ROLE_OPTIONS = ROLES.map((value) => ({ value, label: ROLE_LABELS[value] })).sort((a, b) =>
  a.label.localeCompare(b.label, "pt-BR"),
);
