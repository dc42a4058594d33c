import { execFile } from "node:child_process";
import { randomBytes } from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import pg from "pg";
import { afterAll, describe, expect, it } from "vitest";
import { databaseUrlFromEnv, dropDatabase, withDatabase } from "../pg-admin";
import { deployMigrations, diffMigrationsToSchema, MIGRATIONS_DIR, migrationStatus } from "./index";

const pkgRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const url = withDatabase(databaseUrlFromEnv(), `portal_test_migrate_${randomBytes(6).toString("hex")}`);

async function query<T extends pg.QueryResultRow>(sql: string): Promise<T[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<T>(sql)).rows;
  } finally {
    await client.end();
  }
}

afterAll(async () => {
  await dropDatabase(url);
});

describe("offline migrations", () => {
  it("deploy creates the database and applies every migration", async () => {
    const onDisk = (await fs.readdir(MIGRATIONS_DIR, { withFileTypes: true }))
      .filter((e) => e.isDirectory())
      .map((e) => e.name)
      .sort();
    const r = await deployMigrations(url);
    expect(r.createdDatabase).toBe(true);
    expect(r.applied).toEqual(onDisk);

    const tables = (
      await query<{ t: string }>("SELECT tablename AS t FROM pg_tables WHERE schemaname = 'public' ORDER BY 1")
    ).map((row) => row.t);
    expect(tables).toEqual(
      expect.arrayContaining(["_prisma_migrations", "users", "sessions", "password_reset_tokens", "settings"]),
    );
    const ext = await query<{ extname: string }>(
      "SELECT extname FROM pg_extension WHERE extname IN ('pg_trgm', 'btree_gin') ORDER BY 1",
    );
    expect(ext.map((e) => e.extname)).toEqual(["btree_gin", "pg_trgm"]);
  });

  it("the trigram GIN indexes of leads have no fast-update pending list (docs/decisions/021)", async () => {
    const rows = await query<{ relname: string; reloptions: string[] | null }>(
      `SELECT relname, reloptions FROM pg_class
       WHERE relname IN ('leads_phone_trgm_idx', 'leads_owner_full_name_trgm_idx') ORDER BY relname`,
    );
    expect(rows).toEqual([
      { relname: "leads_owner_full_name_trgm_idx", reloptions: ["fastupdate=off"] },
      { relname: "leads_phone_trgm_idx", reloptions: ["fastupdate=off"] },
    ]);
  });

  it("a second deploy is a no-op and status is up to date", async () => {
    const r = await deployMigrations(url);
    expect(r).toEqual({ createdDatabase: false, applied: [] });
    const s = await migrationStatus(url);
    expect(s.upToDate).toBe(true);
    expect(s.unapplied).toEqual([]);
  });

  it("the CLI reports status and exits promptly (no lingering wasm timers)", async () => {
    const tsx = path.join(pkgRoot, "node_modules/.bin/tsx");
    const t0 = Date.now();
    const { stdout } = await promisify(execFile)(tsx, ["src/migrate/cli.ts", "status"], {
      cwd: pkgRoot,
      env: { ...process.env, DATABASE_URL: url },
    });
    expect(stdout).toContain("up to date");
    expect(Date.now() - t0).toBeLessThan(8_000);
  });

  it("schema.prisma has no change missing from prisma/migrations", async () => {
    // Fails when someone edits schema.prisma without `pnpm db:migrate:create NAME`.
    expect(await diffMigrationsToSchema(url)).toBe("");
  });
});
