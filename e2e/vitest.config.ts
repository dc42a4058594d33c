import { defineConfig } from "vitest/config";

// Browser golden paths: one API + one built web for the whole run (global setup), one browser per file, two files
// at a time (decision 085): each file makes its own users, enterprises and roulettes, so files do not see each
// other's data except in global figures (the admin home's VGV), which the tests compare with the API's answer.
export default defineConfig({
  test: {
    include: ["tests/**/*.e2e.test.ts"],
    globalSetup: ["./harness/global-setup.ts"],
    pool: "forks",
    maxWorkers: 2,
    fileParallelism: true,
    testTimeout: 60_000,
    hookTimeout: 240_000,
    // expect.poll waits for the screen (a fetch, a render): 1 s by default is too short on a loaded 2-core machine.
    expect: { poll: { timeout: 10_000 } },
  },
});
