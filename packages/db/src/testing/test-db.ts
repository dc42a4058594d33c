/**
 * Throw-away PostgreSQL databases for integration tests.
 *
 * A template database (`portal_test_tpl_<sha256 prefix of the migration files>`) is migrated once with
 * deployMigrations; its full sha256 is stored as COMMENT ON DATABASE and a template whose comment differs (half-built)
 * is rebuilt. Naming the template after the migrations lets several checkouts (git worktrees) with different
 * migrations run their tests against one server at the same time. Every createTestDatabase() call then
 * clones it with CREATE DATABASE ... TEMPLATE, which takes ~100 ms instead of replaying the migrations.
 * Building is serialised across vitest workers and processes by an exclusive advisory lock held on the
 * maintenance database `postgres`; clones take the same lock in shared mode, so they never see a template
 * that is being rebuilt.
 *
 * DATABASE_URL (default postgresql://postgres@127.0.0.1:5432/portal) only provides host, port and credentials;
 * its database is never touched. The role needs CREATEDB. No testcontainers fallback is implemented: there is
 * no Docker engine on our machines and CI provides PostgreSQL, so tests require a reachable server (start one
 * locally, or point DATABASE_URL at one). testcontainers could fill that gap where Docker exists.
 */
import { randomBytes } from "node:crypto";
import type pg from "pg";
import { createPrismaClient, type PrismaClient } from "../client";
import { deployMigrations, hashMigrations, MIGRATIONS_DIR } from "../migrate/index";
import { databaseUrlFromEnv, quoteIdent, quoteLiteral, withAdminClient, withDatabase } from "../pg-admin";

export const TEMPLATE_DATABASE_PREFIX = "portal_test_tpl_";
export const TEST_DATABASE_PREFIX = "portal_test_";
/** Arbitrary constant key for pg_advisory_lock (bigint): serialises template builds server-wide. */
const TEMPLATE_LOCK_KEY = 7_406_113_920_260_001n;
const COMMENT_PREFIX = "portal migrations sha256:";

export interface TestDatabase {
  /** Connection URL of the new database. */
  url: string;
  /** Connected client (small pool). */
  prisma: PrismaClient;
  /** Disconnects `prisma` and drops the database (WITH (FORCE)). Safe to call twice. */
  drop(): Promise<void>;
}

export interface CreateTestDatabaseOptions {
  /** Pool size of the returned client (default 4). */
  max?: number;
}

function templateName(hash: string): string {
  return `${TEMPLATE_DATABASE_PREFIX}${hash.slice(0, 16)}`;
}

async function templateComment(admin: pg.Client, template: string): Promise<string | null | undefined> {
  const r = await admin.query<{ comment: string | null }>(
    "SELECT shobj_description(oid, 'pg_database') AS comment FROM pg_database WHERE datname = $1",
    [template],
  );
  return r.rows[0]?.comment; // undefined: no template; null: template without comment (half-built)
}

async function dropTemplate(admin: pg.Client, template: string): Promise<void> {
  const exists = await admin.query("SELECT 1 FROM pg_database WHERE datname = $1", [template]);
  if (!exists.rowCount) return;
  await admin.query(`ALTER DATABASE ${quoteIdent(template)} WITH IS_TEMPLATE false ALLOW_CONNECTIONS true`);
  await admin.query(`DROP DATABASE ${quoteIdent(template)} WITH (FORCE)`);
}

/** Ensures the template exists and matches the current migrations. Call with the advisory lock NOT held. */
async function ensureTemplate(serverUrl: string, template: string, wanted: string): Promise<void> {
  await withAdminClient(serverUrl, async (admin) => {
    if ((await templateComment(admin, template)) === wanted) return; // fast path, no lock
    await admin.query("SELECT pg_advisory_lock($1)", [TEMPLATE_LOCK_KEY.toString()]);
    try {
      if ((await templateComment(admin, template)) === wanted) return; // built by another worker meanwhile
      await dropTemplate(admin, template);
      await admin.query(`CREATE DATABASE ${quoteIdent(template)}`);
      await deployMigrations(withDatabase(serverUrl, template));
      // No connections may remain on a template while it is cloned; forbid them from now on.
      await admin.query(`ALTER DATABASE ${quoteIdent(template)} WITH IS_TEMPLATE true ALLOW_CONNECTIONS false`);
      await admin.query(`COMMENT ON DATABASE ${quoteIdent(template)} IS ${quoteLiteral(wanted)}`);
    } finally {
      await admin.query("SELECT pg_advisory_unlock($1)", [TEMPLATE_LOCK_KEY.toString()]);
    }
  });
}

/** Creates `portal_test_<random>` from the migrated template and connects a PrismaClient to it. */
export async function createTestDatabase(opts: CreateTestDatabaseOptions = {}): Promise<TestDatabase> {
  const serverUrl = databaseUrlFromEnv();
  const hash = await hashMigrations(MIGRATIONS_DIR);
  const wanted = `${COMMENT_PREFIX}${hash}`;
  const template = templateName(hash);
  await ensureTemplate(serverUrl, template, wanted);

  const name = `${TEST_DATABASE_PREFIX}${randomBytes(8).toString("hex")}`;
  await withAdminClient(serverUrl, async (admin) => {
    await admin.query("SELECT pg_advisory_lock_shared($1)", [TEMPLATE_LOCK_KEY.toString()]);
    try {
      if ((await templateComment(admin, template)) !== wanted) {
        throw new Error(`${template} was rebuilt while cloning; re-run the tests`);
      }
      await admin.query(`CREATE DATABASE ${quoteIdent(name)} TEMPLATE ${quoteIdent(template)}`);
    } finally {
      await admin.query("SELECT pg_advisory_unlock_shared($1)", [TEMPLATE_LOCK_KEY.toString()]);
    }
  });

  const url = withDatabase(serverUrl, name);
  const prisma = createPrismaClient(url, { max: opts.max ?? 4 });
  let dropped = false;
  return {
    url,
    prisma,
    async drop() {
      if (dropped) return;
      dropped = true;
      await prisma.$disconnect().catch(() => {});
      await withAdminClient(serverUrl, (admin) =>
        admin.query(`DROP DATABASE IF EXISTS ${quoteIdent(name)} WITH (FORCE)`),
      );
    },
  };
}
