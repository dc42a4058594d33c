import { SETTING_LABELS, SETTINGS, type SettingKey } from "@portal/contracts/settings";

/** A setting with its pt-BR label and default, as the settings screen shows it. */
export const toSettingDto = (s: { key: SettingKey; value: unknown }) => ({
  key: s.key,
  label: SETTING_LABELS[s.key],
  value: s.value,
  default: SETTINGS[s.key].default,
});
