/**
 * Small helpers around database URLs and server-level statements (CREATE/DROP DATABASE), which must run on a
 * connection to another database: the maintenance database `postgres` of the same server.
 */
import pg from "pg";

export const DEFAULT_DATABASE_URL = "postgresql://postgres@127.0.0.1:5432/portal";

/** DATABASE_URL from the environment, or the local development default. */
export function databaseUrlFromEnv(env: NodeJS.ProcessEnv = process.env): string {
  return env.DATABASE_URL?.trim() || DEFAULT_DATABASE_URL;
}

/** The database name of a postgresql:// URL. */
export function databaseNameOf(url: string): string {
  const name = decodeURIComponent(new URL(url).pathname.replace(/^\//, ""));
  if (!name) throw new Error(`DATABASE_URL has no database name: ${redactUrl(url)}`);
  return name;
}

/** The same server, credentials and parameters, another database. */
export function withDatabase(url: string, database: string): string {
  const u = new URL(url);
  u.pathname = `/${encodeURIComponent(database)}`;
  return u.toString();
}

/** URL without its password, for messages. */
export function redactUrl(url: string): string {
  try {
    const u = new URL(url);
    if (u.password) u.password = "***";
    return u.toString();
  } catch {
    return "<invalid url>";
  }
}

export function quoteIdent(name: string): string {
  return `"${name.replace(/"/g, '""')}"`;
}

export function quoteLiteral(value: string): string {
  return `'${value.replace(/'/g, "''")}'`;
}

/** Runs `fn` with a client connected to the maintenance database (`postgres`) of the server in `url`. */
export async function withAdminClient<T>(url: string, fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: withDatabase(url, "postgres") });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end().catch(() => {});
  }
}

export async function databaseExists(admin: pg.Client, name: string): Promise<boolean> {
  const r = await admin.query("SELECT 1 FROM pg_database WHERE datname = $1", [name]);
  return (r.rowCount ?? 0) > 0;
}

/** Creates the database of `url` when it does not exist. Returns true when it was created. Safe under races. */
export async function ensureDatabase(url: string): Promise<boolean> {
  const name = databaseNameOf(url);
  return withAdminClient(url, async (admin) => {
    if (await databaseExists(admin, name)) return false;
    try {
      await admin.query(`CREATE DATABASE ${quoteIdent(name)}`);
      return true;
    } catch (e) {
      // 42P04 duplicate_database; 23505 when two sessions race on pg_database's unique index.
      const code = (e as { code?: string }).code;
      if (code === "42P04" || code === "23505") return false;
      throw e;
    }
  });
}

/** DROP DATABASE IF EXISTS ... WITH (FORCE): terminates remaining connections first (PostgreSQL 13+). */
export async function dropDatabase(url: string): Promise<void> {
  const name = databaseNameOf(url);
  if (name === "postgres" || name.startsWith("template")) throw new Error(`refusing to drop database ${name}`);
  await withAdminClient(url, async (admin) => {
    await admin.query(`DROP DATABASE IF EXISTS ${quoteIdent(name)} WITH (FORCE)`);
  });
}
