/**
 * The production build (docs/decisions/043-production-build.md): `scripts/build-prod.ts api` makes the folder the
 * api image holds under /app, and the API runs from that folder alone, as plain JS: it answers /health, signs a
 * user in (bcrypt's native binding, the Prisma runtime inside the bundle) and reads that user back. The folder
 * carries no TypeScript of ours, no workspace package source and no build-time tool.
 */
import { type ChildProcess, execFile, spawn } from "node:child_process";
import { existsSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { createUser } from "@portal/db/testing/factories";
import { createTestDatabase, type TestDatabase } from "@portal/db/testing/test-db";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

const REPO_ROOT = path.resolve(import.meta.dirname, "../../..");
const run = promisify(execFile);

let out: string;
let appDir: string;
let db: TestDatabase;
let api: ChildProcess | undefined;
let baseUrl: string;
let output = "";

/** Files under `dir` (relative paths), node_modules included. */
function listFiles(dir: string, prefix = ""): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? listFiles(path.join(dir, e.name), `${prefix}${e.name}/`) : [`${prefix}${e.name}`],
  );
}

beforeAll(async () => {
  out = mkdtempSync(path.join(tmpdir(), "portal-prod-build-"));
  appDir = path.join(out, "api");
  db = await createTestDatabase({ max: 2 });
  await run(process.execPath, ["--import", "tsx", "scripts/build-prod.ts", "api", `--out=${out}`], {
    cwd: REPO_ROOT,
    maxBuffer: 16 * 1024 * 1024,
  });

  api = spawn(process.execPath, ["--enable-source-maps", "dist/server.js"], {
    cwd: appDir,
    // Only what an image's environment would hold: no inherited NODE_OPTIONS or loaders.
    env: {
      PATH: process.env.PATH,
      NODE_ENV: "production",
      APP_ENV: "production",
      JWT_SECRET: "production-build-test-secret",
      DATABASE_URL: db.url,
      REDIS_URL: process.env.REDIS_URL || "redis://127.0.0.1:6379",
      API_HOST: "127.0.0.1",
      API_PORT: "0",
      LOG_LEVEL: "info",
      BCRYPT_COST: "4",
      UPLOAD_DIR: path.join(out, "uploads"),
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  // Fastify logs the address it listens on (port 0: the system picks one).
  baseUrl = await new Promise<string>((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const listening = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(output);
      if (listening?.[1]) resolve(listening[1]);
    };
    api?.stdout?.on("data", onData);
    api?.stderr?.on("data", onData);
    api?.once("exit", (code) => reject(new Error(`built API exited (${code}) before listening:\n${output}`)));
  });
}, 120_000);

afterAll(async () => {
  if (api && api.exitCode === null) {
    const exited = new Promise((resolve) => api?.once("exit", resolve));
    api.kill("SIGTERM");
    await exited;
  }
  await db?.drop();
  if (out) rmSync(out, { recursive: true, force: true });
});

describe("production build of the API", () => {
  it("answers /health with the database and Redis up", async () => {
    // As an orchestrator's readiness probe does: a fresh process opens its pools on the first probe, which on a
    // loaded machine may take longer than the probe's 2 s limit (503); it is ready once a probe answers 200.
    let res = await fetch(`${baseUrl}/health`);
    for (let attempt = 1; res.status !== 200 && attempt < 10; attempt++) {
      await new Promise((resolve) => setTimeout(resolve, 500));
      res = await fetch(`${baseUrl}/health`);
    }
    const body = await res.json();
    expect(res.status, JSON.stringify(body)).toBe(200);
    expect(body).toMatchObject({ status: "ok", database: { status: "up" }, redis: { status: "up" } });
  });

  it("signs a user in and reads the profile back through the bundled code", async () => {
    const { user, password } = await createUser(db.prisma, { roles: ["GERAL_ADMIN"] });
    const login = await fetch(`${baseUrl}/users/login`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ email: user.email, password, working_systems: ["SALES"] }),
    });
    expect(login.status).toBe(200);
    const { authorization } = (await login.json()) as { authorization: string };
    expect(authorization).toEqual(expect.any(String));

    const profile = await fetch(`${baseUrl}/users/my-profile`, {
      headers: { authorization: `Bearer ${authorization}` },
    });
    expect(profile.status).toBe(200);
    expect(await profile.json()).toMatchObject({ _id: user.id, email: user.email });
  });

  it("refuses bad input with the pt-BR validation message, as from source", async () => {
    const res = await fetch(`${baseUrl}/users/login`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ email: "not-an-email", password: "x" }),
    });
    expect(res.status).toBe(400);
    const body = (await res.json()) as { error: string; message: string[] };
    expect(body.error).toBe("Bad Request");
    expect(body.message.some((m) => m.startsWith('"email"'))).toBe(true);
  });

  it("holds only the bundle and production packages: no TypeScript, no workspace source, no build tools", () => {
    const files = listFiles(appDir);
    // Outside node_modules: the bundle, its source map and the manifest that makes .js an ES module.
    expect(files.filter((f) => !f.startsWith("node_modules/")).sort()).toEqual([
      "dist/server.js",
      "dist/server.js.map",
      "package.json",
    ]);
    for (const absent of ["@portal", "tsx", "prisma", "typescript", "esbuild", "@prisma/client", "vitest"]) {
      expect(existsSync(path.join(appDir, "node_modules", absent)), `node_modules/${absent}`).toBe(false);
    }
    expect(existsSync(path.join(appDir, "node_modules/bcrypt"))).toBe(true);
  });
});
