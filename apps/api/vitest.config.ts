import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: ["src/**/*.test.ts", "test/**/*.test.ts"],
    // Each integration file gets its own database; keep concurrency modest on 2 cores.
    pool: "forks",
    maxWorkers: 2,
    // One module graph per worker: the files only build apps and clients of their own (no module mocks).
    isolate: false,
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
