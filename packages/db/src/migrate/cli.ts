/**
 * Offline replacement for `prisma migrate` (see docs/decisions/002-offline-migrations.md).
 *   tsx src/migrate/cli.ts deploy        apply pending migrations (creates the database if missing)
 *   tsx src/migrate/cli.ts create NAME   write prisma/migrations/<ts>_NAME/migration.sql from schema.prisma
 *   tsx src/migrate/cli.ts status        exit 0 when up to date, 1 otherwise
 *   tsx src/migrate/cli.ts reset         drop + recreate the database, then deploy (refused when APP_ENV=production)
 *   tsx src/migrate/cli.ts diff          print the SQL a new migration would contain
 * DATABASE_URL defaults to postgresql://postgres@127.0.0.1:5432/portal.
 */
import path from "node:path";
import { databaseUrlFromEnv, redactUrl } from "../pg-admin";
import { createMigration, deployMigrations, diffMigrationsToSchema, migrationStatus, resetDatabase } from "./index";
import { REPO_ROOT } from "./paths";

const USAGE = "usage: tsx src/migrate/cli.ts <deploy | create NAME | status | reset | diff>";

async function main(argv: string[]): Promise<number> {
  const [cmd, arg] = argv;
  const url = databaseUrlFromEnv();
  const t0 = Date.now();
  const took = () => `${Date.now() - t0} ms`;

  switch (cmd) {
    case "deploy": {
      const r = await deployMigrations(url);
      if (r.createdDatabase) console.log(`Created database ${redactUrl(url)}`);
      if (r.applied.length === 0) console.log(`No pending migrations; database is up to date (${took()}).`);
      else
        console.log(
          `Applied ${r.applied.length} migration(s) (${took()}):\n${r.applied.map((n) => `  ${n}`).join("\n")}`,
        );
      return 0;
    }
    case "create": {
      if (!arg) {
        console.error(`missing NAME\n${USAGE}`);
        return 2;
      }
      const r = await createMigration(url, arg);
      if (!r) console.log("no changes: schema.prisma matches the migrations; no migration created.");
      else console.log(`Created ${path.relative(REPO_ROOT, r.file)} (${took()})`);
      return 0;
    }
    case "status": {
      const s = await migrationStatus(url);
      if (!s.databaseExists) {
        console.log(`Database ${redactUrl(url)} does not exist; ${s.unapplied.length} migration(s) to apply.`);
        return 1;
      }
      if (s.upToDate) {
        console.log(`Database schema is up to date (${redactUrl(url)}).`);
        return 0;
      }
      const list = (title: string, names: string[]) => {
        if (names.length) console.log(`${title}:\n${names.map((n) => `  ${n}`).join("\n")}`);
      };
      list("Not yet applied", s.unapplied);
      list("Applied but missing from prisma/migrations", s.unpersisted);
      list("Failed", s.failed);
      list("Modified after they were applied", s.edited);
      return 1;
    }
    case "reset": {
      if (process.env.APP_ENV === "production") {
        console.error("reset refused: APP_ENV=production");
        return 1;
      }
      const r = await resetDatabase(url);
      console.log(`Recreated ${redactUrl(url)} and applied ${r.applied.length} migration(s) (${took()}).`);
      return 0;
    }
    case "diff": {
      const sql = await diffMigrationsToSchema(url);
      if (sql) process.stdout.write(sql.endsWith("\n") ? sql : `${sql}\n`);
      else console.error("no changes");
      return 0;
    }
    default:
      console.error(USAGE);
      return 2;
  }
}

let code = 1;
try {
  code = await main(process.argv.slice(2));
} catch (e) {
  console.error(`migrate ${process.argv[2] ?? ""} failed: ${e instanceof Error ? e.message : String(e)}`);
  if (process.env.DEBUG_SCHEMA_ENGINE && e instanceof Error) console.error(e.stack, e.cause);
}
// Exit explicitly: the wasm engine leaves timers and pools behind that would otherwise delay exit.
process.exit(code);
