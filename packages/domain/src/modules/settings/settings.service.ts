import { SETTINGS, type SettingKey, type SettingValue } from "@portal/contracts/settings";
import type { Database } from "../../lib/database";

/** Typed settings: a missing or invalid row falls back to the default from contracts. */
export class SettingsService {
  constructor(private readonly db: Database) {}

  async get<K extends SettingKey>(key: K): Promise<SettingValue<K>> {
    const raw = await this.db.repos.settings.get(key);
    const def = SETTINGS[key];
    const parsed = def.schema.safeParse(raw);
    return (parsed.success ? parsed.data : def.default) as SettingValue<K>;
  }

  async set<K extends SettingKey>(key: K, value: SettingValue<K>, actorId?: string): Promise<void> {
    const parsed = SETTINGS[key].schema.parse(value);
    await this.db.repos.settings.set(key, parsed, actorId);
  }
}
