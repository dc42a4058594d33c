/**
 * `pnpm --filter @portal/api demo:inventory`: the inventory-and-deals demo data (see demo-inventory.ts), created
 * through the API in-process after `pnpm db:seed`, then fourteen months of history behind it (decision 082,
 * packages/db/src/seed/demo-history.ts). Refuses APP_ENV=production.
 */
import { seedDemoHistoryAt } from "@portal/db/seed/demo-history";
import { buildApp } from "../app";
import { loadConfig } from "../config";
import { seedDemoInventory } from "./demo-inventory";

async function main(): Promise<number> {
  if (process.env.APP_ENV === "production") {
    console.log("Demo inventory skipped: APP_ENV=production.");
    return 0;
  }
  // Generous login limits: the script signs the demo users in once each, but a re-run should not be throttled.
  const config = loadConfig(process.env, { logger: false, loginLimitPerEmail: 1000, loginLimitPerIp: 1000 });
  const app = await buildApp(config);
  try {
    const t0 = Date.now();
    await seedDemoInventory(app, (m) => console.log(m));
    console.log(`Demo inventory ready in ${Date.now() - t0} ms.`);
    const t1 = Date.now();
    await seedDemoHistoryAt(config.databaseUrl, { log: (m) => console.log(m) });
    console.log(`Demo history ready in ${Date.now() - t1} ms.`);
    return 0;
  } finally {
    await app.close();
  }
}

main().then(
  (code) => process.exit(code),
  (err) => {
    console.error(err);
    process.exit(1);
  },
);
