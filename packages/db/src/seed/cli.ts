/** `pnpm db:seed`: seeds DATABASE_URL (default postgresql://postgres@127.0.0.1:5432/portal) with demo users. */
import { createPrismaClient } from "../client";
import { databaseUrlFromEnv, redactUrl } from "../pg-admin";
import { DEMO_USERS } from "./demo-users";
import { seed } from "./seed";

async function main(): Promise<number> {
  if (process.env.APP_ENV === "production") {
    console.log("Seed skipped: APP_ENV=production (demo users are never created in production).");
    return 0;
  }
  const url = databaseUrlFromEnv();
  const prisma = createPrismaClient(url, { max: 2 });
  try {
    await seed(prisma, { log: (m) => console.log(m) });
  } finally {
    await prisma.$disconnect();
  }
  console.log(`\nDemo logins on ${redactUrl(url)}:`);
  console.table(DEMO_USERS.map((u) => ({ email: u.email, role: u.role, password: u.password })));
  return 0;
}

main().then(
  (code) => process.exit(code),
  (e: unknown) => {
    console.error(`seed failed: ${e instanceof Error ? e.message : String(e)}`);
    console.error("Did you apply the migrations? pnpm db:migrate");
    process.exit(1);
  },
);
