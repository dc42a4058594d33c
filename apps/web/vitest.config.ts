import { defineConfig } from "vitest/config";

// Unit tests cover pure web logic only (no DOM rendering), so the node environment suffices.
export default defineConfig({
  test: { include: ["src/**/*.test.ts"], environment: "node" },
});
