/**
 * Programmatic migration API (offline: @prisma/schema-engine-wasm through @prisma/adapter-pg).
 * Writes and reads the standard prisma/migrations layout and the `_prisma_migrations` table, so it stays
 * interchangeable with `prisma migrate deploy` on a machine where the native engine is available.
 */
import fs from "node:fs/promises";
import path from "node:path";
import type { HistoryDiagnostic, SchemaContainer, SchemaFilter } from "@prisma/schema-engine-wasm/schema_engine_bg";
import {
  databaseExists,
  databaseNameOf,
  dropDatabase,
  ensureDatabase,
  withAdminClient,
  withDatabase,
} from "../pg-admin";
import { withSchemaEngine } from "./engine";
import { ensureLockfile, LOCKFILE_CONTENT, migrationDirName, readMigrationsList } from "./migrations";
import { MIGRATIONS_DIR, SCHEMA_PATH } from "./paths";

export { hashMigrations } from "./migrations";
export { MIGRATIONS_DIR, SCHEMA_PATH } from "./paths";

const filters: SchemaFilter = { externalTables: [], externalEnums: [] };

export interface MigrateOptions {
  /** Defaults to <repo>/prisma/migrations. */
  migrationsDir?: string;
  /** Defaults to <repo>/prisma/schema.prisma. */
  schemaPath?: string;
}

async function readSchemaFiles(opts: MigrateOptions): Promise<SchemaContainer[]> {
  const schemaPath = opts.schemaPath ?? SCHEMA_PATH;
  return [{ path: schemaPath, content: await fs.readFile(schemaPath, "utf8") }];
}

export interface DeployResult {
  /** True when the database did not exist and was created. */
  createdDatabase: boolean;
  /** Migrations applied by this call (empty when already up to date). */
  applied: string[];
}

/** Like `prisma migrate deploy`, plus CREATE DATABASE when the database does not exist yet. */
export async function deployMigrations(databaseUrl: string, opts: MigrateOptions = {}): Promise<DeployResult> {
  const createdDatabase = await ensureDatabase(databaseUrl);
  const migrationsList = await readMigrationsList(opts.migrationsDir ?? MIGRATIONS_DIR);
  const schemaFiles = await readSchemaFiles(opts);
  const out = await withSchemaEngine({ databaseUrl, schemaFiles }, (engine) =>
    engine.applyMigrations({ migrationsList, filters }),
  );
  return { createdDatabase, applied: out.appliedMigrationNames };
}

export interface MigrationStatus {
  upToDate: boolean;
  databaseExists: boolean;
  hasMigrationsTable: boolean;
  /** On disk, not yet applied to the database. */
  unapplied: string[];
  /** Applied to the database, missing on disk. */
  unpersisted: string[];
  failed: string[];
  /** Applied, but migration.sql changed since (checksum mismatch). */
  edited: string[];
  history: HistoryDiagnostic | null;
}

/** Like `prisma migrate status` (without a shadow database). */
export async function migrationStatus(databaseUrl: string, opts: MigrateOptions = {}): Promise<MigrationStatus> {
  const migrationsList = await readMigrationsList(opts.migrationsDir ?? MIGRATIONS_DIR);
  const name = databaseNameOf(databaseUrl);
  const exists = await withAdminClient(databaseUrl, (admin) => databaseExists(admin, name));
  if (!exists) {
    return {
      upToDate: false,
      databaseExists: false,
      hasMigrationsTable: false,
      unapplied: migrationsList.migrationDirectories.map((d) => d.path),
      unpersisted: [],
      failed: [],
      edited: [],
      history: null,
    };
  }
  const schemaFiles = await readSchemaFiles(opts);
  const r = await withSchemaEngine({ databaseUrl, schemaFiles }, (engine) =>
    engine.diagnoseMigrationHistory({ migrationsList, optInToShadowDatabase: false, filters }),
  );
  const h = r.history;
  const unapplied = h && h.diagnostic !== "migrationsDirectoryIsBehind" ? h.unappliedMigrationNames : [];
  const unpersisted = h && h.diagnostic !== "databaseIsBehind" ? h.unpersistedMigrationNames : [];
  return {
    upToDate: h === null && r.failedMigrationNames.length === 0 && r.editedMigrationNames.length === 0,
    databaseExists: true,
    hasMigrationsTable: r.hasMigrationsTable,
    unapplied,
    unpersisted,
    failed: r.failedMigrationNames,
    edited: r.editedMigrationNames,
    history: h,
  };
}

/**
 * SQL that brings a database built from the migrations folder to schema.prisma ("" when nothing changes).
 * The migrations are replayed in a temporary shadow database on the server of `databaseUrl`.
 */
export async function diffMigrationsToSchema(databaseUrl: string, opts: MigrateOptions = {}): Promise<string> {
  const files = await readSchemaFiles(opts);
  const migrationsList = await readMigrationsList(opts.migrationsDir ?? MIGRATIONS_DIR);
  // An empty folder has no lockfile yet; the engine needs one to know the connector (we only use PostgreSQL).
  migrationsList.lockfile.content ??= LOCKFILE_CONTENT;
  // The engine insists on a main connection even though diff() only uses the shadow database: use the
  // maintenance database so that creating a migration has no side effect on (and no need for) the app database.
  const maintenanceUrl = withDatabase(databaseUrl, "postgres");
  const r = await withSchemaEngine({ databaseUrl: maintenanceUrl, schemaFiles: files }, (engine) =>
    engine.diff({
      from: { tag: "migrations", ...migrationsList },
      to: { tag: "schemaDatamodel", files },
      script: true,
      exitCode: true, // exitCode 2 when the diff is not empty
      filters,
    }),
  );
  return r.exitCode === 2 ? (r.stdout ?? "") : "";
}

export interface CreatedMigration {
  name: string;
  /** Absolute path of the new migration.sql. */
  file: string;
}

/**
 * Like `prisma migrate dev --create-only --name NAME`: writes <migrations>/<YYYYMMDDHHMMSS>_<name>/migration.sql
 * (and migration_lock.toml) with the diff between the migrations folder and schema.prisma. Applies nothing.
 * Returns null when there is no change. (engine.createMigration() cannot be used: the wasm build has no shadow
 * database factory for it; diff() with a "migrations" source does the same work.)
 */
export async function createMigration(
  databaseUrl: string,
  name: string,
  opts: MigrateOptions = {},
): Promise<CreatedMigration | null> {
  const migrationsDir = opts.migrationsDir ?? MIGRATIONS_DIR;
  const dirName = migrationDirName(name);
  const sql = await diffMigrationsToSchema(databaseUrl, opts);
  if (!sql.trim()) return null;
  await ensureLockfile(migrationsDir);
  const dir = path.join(migrationsDir, dirName);
  await fs.mkdir(dir, { recursive: false });
  const file = path.join(dir, "migration.sql");
  await fs.writeFile(file, sql);
  return { name: dirName, file };
}

/** Drops and recreates the database, then applies every migration. */
export async function resetDatabase(databaseUrl: string, opts: MigrateOptions = {}): Promise<DeployResult> {
  await dropDatabase(databaseUrl);
  return deployMigrations(databaseUrl, opts);
}
