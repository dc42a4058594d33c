import { defineConfig } from "vitest/config";

// Unit tests cover pure web logic only (no DOM rendering), so the node environment suffices; one module graph
// per worker (the one global stub, fetch, is undone after each test).
export default defineConfig({
  test: { include: ["src/**/*.test.ts", "scripts/**/*.test.ts"], environment: "node", isolate: false },
});
