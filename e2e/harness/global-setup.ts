import { mkdtempSync, rmSync } from "node:fs";
import type { Server } from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import { buildApp } from "@portal/api/app";
import { loadConfig } from "@portal/api/config";
import { DEMO_ROULETTES } from "@portal/db/seed/demo-roulettes";
import { seed } from "@portal/db/seed/seed";
import { createUser } from "@portal/db/testing/factories";
import { createTestDatabase, type TestDatabase } from "@portal/db/testing/test-db";
import type { JobQueue } from "@portal/domain/ports";
import { startWaSandbox } from "@portal/wa-sandbox";
import type { TestProject } from "vitest/node";
import { freePort } from "./ports";
import { serveStatic } from "./static-server";
import { buildWeb } from "./web-build";

declare module "vitest" {
  export interface ProvidedContext {
    /** The web build talking to the normal API. */
    webUrl: string;
    apiUrl: string;
    /** A second web build whose API has the maintenance flag on. */
    maintenanceWebUrl: string;
    artifactsDir: string;
    /** The folder of the web build (index.html, assets/ with source maps). */
    webDist: string;
    /** The run's own MASTER login, which creates every user and record the tests need (harness/factories.ts). */
    harnessAdmin: { email: string; password: string };
    /** The WhatsApp sandbox the API sends through and which posts its webhooks to the API (decision 080). */
    waSandboxUrl: string;
  }
}

// Browser and servers agree on "localhost" so the API cookie (SameSite=Lax) is same-site for the web.
const LISTEN_HOST = "127.0.0.1";
const PUBLIC_HOST = "localhost";
/** How long the sandbox waits before each status webhook: the chat's ticks move one by one on screen. */
const WA_STATUS_DELAY_MS = 600;
/**
 * The agenda's reminders (decision 053) are the one timed job the browser tests watch arrive: the API runs the worker's
 * `schedule.reminder-sweep` (the same service call) every 2 s, so a reminder that falls due reaches the browser over
 * the websocket as in production, where the worker's minute sweep and the delayed job do it.
 */
const REMINDER_SWEEP_MS = 2_000;

export default async function setup(project: TestProject) {
  const cleanups: Array<() => Promise<unknown> | unknown> = [];
  const teardown = async () => {
    for (const cleanup of cleanups.reverse()) await Promise.resolve(cleanup()).catch(() => undefined);
  };
  try {
    const db: TestDatabase = await createTestDatabase();
    cleanups.push(() => db.drop());
    await seed(db.prisma, { appEnv: "development" });
    // The demo roulettes (decision 036) serve every demo enterprise with the demo specialists, so a lead a test
    // creates could be offered to a demo specialist another test made available (its alert would cover the page).
    // Each browser test that needs a roulette makes its own.
    await db.prisma.roulette.updateMany({
      where: { name: { in: DEMO_ROULETTES.map((r) => r.name) } },
      data: { active: false },
    });
    // The demo week's reminders would pop up on the demo specialists' screens in other tests; only tests' own remind.
    await db.prisma.schedule.updateMany({ data: { reminderDueAt: null } });
    // The one user the API cannot create: the first administrator. MASTER, so it may grant every role (decision 028).
    const { user: harnessAdmin, password: harnessAdminPassword } = await createUser(db.prisma, {
      roles: ["MASTER"],
      fullName: "Administrador dos Testes",
      email: `e2e.admin.${process.pid}@e2e.local`,
    });

    const [apiPort, maintenanceApiPort, webPort, maintenanceWebPort] = await Promise.all([
      freePort(),
      freePort(),
      freePort(),
      freePort(),
    ]);
    const apiUrl = `http://${PUBLIC_HOST}:${apiPort}`;
    const maintenanceApiUrl = `http://${PUBLIC_HOST}:${maintenanceApiPort}`;
    const webUrl = `http://${PUBLIC_HOST}:${webPort}`;
    const maintenanceWebUrl = `http://${PUBLIC_HOST}:${maintenanceWebPort}`;

    // The WhatsApp sandbox: the API sends through it; it posts signed status and inbound webhooks back to the API.
    const waSandbox = await startWaSandbox({
      port: 0,
      host: LISTEN_HOST,
      webhookUrl: `http://${LISTEN_HOST}:${apiPort}/webhooks/whatsapp`,
      statusDelayMs: WA_STATUS_DELAY_MS,
      logger: () => undefined,
    });
    cleanups.push(() => waSandbox.close());
    // No worker runs in e2e: jobs (e-mails) are accepted and dropped, except a chat message's send, which the API
    // process runs at once as the worker's `whatsapp.send` job would (the same service call).
    let chatSend: ((messageId: string) => Promise<unknown>) | null = null;
    const jobs: JobQueue = {
      enqueue: async (name, payload) => {
        if (name === "whatsapp.send" && chatSend) {
          const { messageId } = payload as { messageId: string };
          setImmediate(() => void chatSend?.(messageId).catch(() => undefined));
        }
      },
    };

    const uploadDir = mkdtempSync(path.join(tmpdir(), "portal-e2e-uploads-"));
    cleanups.push(() => rmSync(uploadDir, { recursive: true, force: true }));
    const startApi = async (
      port: number,
      origin: string,
      maintenance: boolean,
    ): Promise<Awaited<ReturnType<typeof buildApp>>> => {
      const config = loadConfig(
        {
          ...process.env,
          APP_ENV: "development",
          MAINTENANCE: maintenance ? "true" : "false",
          WHATSAPP_GRAPH_BASE_URL: waSandbox.url,
        },
        {
          databaseUrl: db.url,
          webOrigins: [origin],
          webUrl: origin,
          logger: false,
          redisPrefix: `e2e:${process.pid}:${port}:`,
          uploadDir,
          bcryptCost: 4,
          // The suite signs the same demo users in many times within minutes.
          loginLimitPerEmail: 1000,
          loginLimitPerIp: 1000,
          lookupLimitPerIp: 1000,
        },
      );
      const app = await buildApp(config, { jobs });
      cleanups.push(() => app.close());
      await app.listen({ port, host: LISTEN_HOST });
      return app;
    };
    const api = await startApi(apiPort, webUrl, false);
    chatSend = (messageId) => api.services.chatSend.deliver(messageId, { finalAttempt: true });
    let sweeping = false;
    const sweep = setInterval(() => {
      if (sweeping) return;
      sweeping = true;
      void api.services.schedules.reminders
        .sweep()
        .catch(() => undefined)
        .finally(() => {
          sweeping = false;
        });
    }, REMINDER_SWEEP_MS);
    cleanups.push(() => clearInterval(sweep));
    await startApi(maintenanceApiPort, maintenanceWebUrl, true);

    const buildRoot = mkdtempSync(path.join(tmpdir(), "portal-e2e-web-"));
    cleanups.push(() => rmSync(buildRoot, { recursive: true, force: true }));
    const webDist = path.join(buildRoot, "web");
    const maintenanceDist = path.join(buildRoot, "web-maintenance");
    // Sequential: two parallel Vite builds on 2 cores are slower than one after the other.
    await buildWeb(apiUrl, webDist);
    await buildWeb(maintenanceApiUrl, maintenanceDist);
    const servers: Server[] = [
      await serveStatic(webDist, webPort, LISTEN_HOST),
      await serveStatic(maintenanceDist, maintenanceWebPort, LISTEN_HOST),
    ];
    for (const server of servers) cleanups.push(() => new Promise((resolve) => server.close(resolve)));

    project.provide("webUrl", webUrl);
    project.provide("webDist", webDist);
    project.provide("apiUrl", apiUrl);
    project.provide("maintenanceWebUrl", maintenanceWebUrl);
    project.provide("waSandboxUrl", waSandbox.url);
    project.provide("harnessAdmin", { email: harnessAdmin.email, password: harnessAdminPassword });
    project.provide("artifactsDir", path.resolve(import.meta.dirname, "../artifacts"));
  } catch (error) {
    await teardown();
    throw error;
  }
  return teardown;
}
