import type { PrismaClient } from "@portal/db/client";

export class SettingsRepository {
  constructor(private readonly db: PrismaClient) {}

  async get(key: string): Promise<unknown | undefined> {
    const row = await this.db.setting.findUnique({ where: { key } });
    return row?.value ?? undefined;
  }

  async set(key: string, value: unknown, updatedBy?: string): Promise<void> {
    await this.db.setting.upsert({
      where: { key },
      create: { key, value: value as never, updatedBy },
      update: { value: value as never, updatedBy },
    });
  }
}
