import path from "node:path";
import { fileURLToPath } from "node:url";

const here = path.dirname(fileURLToPath(import.meta.url));

/** Repository root (this file is packages/db/src/migrate/paths.ts). */
export const REPO_ROOT = path.resolve(here, "../../../..");
export const SCHEMA_PATH = path.join(REPO_ROOT, "prisma/schema.prisma");
export const MIGRATIONS_DIR = path.join(REPO_ROOT, "prisma/migrations");
