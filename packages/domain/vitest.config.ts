import { defineConfig } from "vitest/config";

// Pure rules of the domain (rotation, dates, batching...). Services are tested through the API and the worker,
// against the real PostgreSQL and Redis (apps/api/test, apps/worker/src/**/*.int.test.ts).
export default defineConfig({
  test: {
    include: ["src/**/*.test.ts"],
    isolate: false,
  },
});
