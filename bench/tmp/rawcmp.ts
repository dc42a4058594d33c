import { createPrismaClient } from "@portal/db/client";
import pg from "pg";
const url = "postgresql://postgres@127.0.0.1:5432/portal_bench";
const prisma = createPrismaClient(url);
const pool = new pg.Pool({ connectionString: url, max: 2 });
const SQL = `SELECT l.*, u.full_name AS "ownerName", e.name AS "enterpriseName", false AS favorite
  FROM (SELECT l.id FROM leads l WHERE NOT l.excluded ORDER BY l.last_interest_at DESC, l.id DESC LIMIT 50) p
  JOIN leads l ON l.id = p.id LEFT JOIN users u ON u.id = l.owner_id LEFT JOIN enterprises e ON e.id = l.enterprise_id
  ORDER BY l.last_interest_at DESC, l.id DESC`;
async function time(label: string, fn: () => Promise<unknown>) {
  for (let i = 0; i < 200; i++) await fn();
  const cpu0 = process.cpuUsage(); const t = performance.now();
  for (let i = 0; i < 1000; i++) await fn();
  const c = process.cpuUsage(cpu0);
  console.log(label, "wall", ((performance.now() - t) / 1000).toFixed(3), "ms; cpu", ((c.user + c.system) / 1000 / 1000).toFixed(3), "ms");
}
await time("prisma $queryRawUnsafe", () => prisma.$queryRawUnsafe(SQL));
await time("pg pool.query", () => pool.query(SQL));
await time("pg pool.query named", () => pool.query({ name: "leads-page", text: SQL }));
await prisma.$disconnect(); await pool.end();
