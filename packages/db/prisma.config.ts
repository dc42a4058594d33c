import path from "node:path";
import { defineConfig } from "prisma/config";

// The schema and migrations live at the repository root (prisma/); this package owns the client.
export default defineConfig({
  schema: path.join(import.meta.dirname, "../../prisma/schema.prisma"),
  migrations: { path: path.join(import.meta.dirname, "../../prisma/migrations") },
  // env() throws when the variable is absent (e.g. during generate); read it directly.
  datasource: { url: process.env.DATABASE_URL ?? "postgresql://postgres@127.0.0.1:5432/portal" },
});
