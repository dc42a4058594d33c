import { defineConfig } from "vitest/config";

// Each test file starts its own sandbox on a free port and a local webhook receiver: real HTTP, no database.
export default defineConfig({
  test: {
    include: ["test/**/*.test.ts"],
    environment: "node",
    testTimeout: 15_000,
  },
});
