import { defineConfig } from "vitest/config";

// *.test.ts: pure logic. *.int.test.ts: real PostgreSQL (own database per file) and Redis (own BullMQ prefix per file).
export default defineConfig({
  test: {
    include: ["src/**/*.test.ts"],
    // One module graph per worker process (no module mocks here): much less time importing on 2 cores.
    isolate: false,
    testTimeout: 20_000,
    hookTimeout: 60_000,
  },
});
