import { FIELD_MSG } from "@portal/contracts/messages";
import { canManageSettings } from "@portal/contracts/policy";
import { SETTINGS, type SettingKey, type SettingValue } from "@portal/contracts/settings";
import { fieldError, forbidden } from "../../lib/app-error";
import type { Database } from "../../lib/database";
import type { AuthUser } from "../../lib/ports";
import { settingNotFound } from "./settings.errors";

const SETTING_KEYS = Object.keys(SETTINGS) as SettingKey[];
const isSettingKey = (key: string): key is SettingKey => (SETTING_KEYS as string[]).includes(key);

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

  /** GET /settings: every key with its current value (the settings section: admins). */
  list(actor: AuthUser): Promise<{ key: SettingKey; value: unknown }[]> {
    if (!canManageSettings(actor.roles)) throw forbidden();
    return Promise.all(SETTING_KEYS.map(async (key) => ({ key, value: await this.get(key) })));
  }

  /** PUT /settings/{key}: an unknown key is 404; a value its schema refuses is a 400 naming "value". */
  async update(actor: AuthUser, key: string, value: unknown): Promise<{ key: SettingKey; value: unknown }> {
    if (!canManageSettings(actor.roles)) throw forbidden();
    if (!isSettingKey(key)) throw settingNotFound();
    const parsed = SETTINGS[key].schema.safeParse(value);
    if (!parsed.success) throw fieldError("value", parsed.error.issues[0]?.message ?? FIELD_MSG.invalid);
    await this.set(key, parsed.data as never, actor.id);
    return { key, value: await this.get(key) };
  }
}
