import { defineConfig } from "vitest/config";

// Integration tests (*.int.test.ts) need PostgreSQL at DATABASE_URL (default postgresql://postgres@127.0.0.1:5432/portal).
export default defineConfig({
  test: {
    include: ["src/**/*.test.ts"],
    environment: "node",
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
