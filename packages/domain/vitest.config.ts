import { defineConfig } from "vitest/config";

// Pure rules of the domain (rotation, dates, batching...) and, in *.int.test.ts, business rules on buildDomain
// against the real PostgreSQL and Redis (src/testing/domain-harness.ts: one database per file). The wire is tested
// through the API (apps/api/test), the jobs through the worker (apps/worker/src/**/*.int.test.ts).
export default defineConfig({
  test: {
    include: ["src/**/*.test.ts"],
    isolate: false,
    // A file's database is cloned from the migrated template, which the first file on a machine builds.
    hookTimeout: 120_000,
    testTimeout: 30_000,
  },
});
