// Runs the WhatsApp Cloud API sandbox alone: `pnpm --filter @portal/wa-sandbox start [--port 3390]
// [--webhook-url http://127.0.0.1:3333/webhooks/whatsapp] [--app-secret ...] [--out-of-order] [--duplicates]`.
// Environment: WA_SANDBOX_PORT, WA_SANDBOX_WEBHOOK_URL, WA_SANDBOX_APP_SECRET, WA_SANDBOX_ACCESS_TOKEN.
import { parseArgs } from "node:util";
import { DEMO_ACCESS_TOKEN, DEMO_APP_SECRET, DEMO_GRAPH_VERSION, DEMO_SANDBOX_PORT, DEMO_VERIFY_TOKEN } from "./demo";
import { startWaSandbox } from "./server";

const { values } = parseArgs({
  // `pnpm ... start -- --port 3391` passes the "--" through.
  args: process.argv.slice(2).filter((arg, i) => !(i === 0 && arg === "--")),
  options: {
    port: { type: "string" },
    host: { type: "string" },
    "webhook-url": { type: "string" },
    "app-secret": { type: "string" },
    "access-token": { type: "string" },
    "out-of-order": { type: "boolean" },
    duplicates: { type: "boolean" },
  },
});

const env = process.env;
const port = Number(values.port ?? env.WA_SANDBOX_PORT ?? DEMO_SANDBOX_PORT);
const sandbox = await startWaSandbox({
  port,
  host: values.host ?? "127.0.0.1",
  webhookUrl: values["webhook-url"] ?? env.WA_SANDBOX_WEBHOOK_URL ?? "http://127.0.0.1:3333/webhooks/whatsapp",
  appSecret: values["app-secret"] ?? env.WA_SANDBOX_APP_SECRET ?? DEMO_APP_SECRET,
  accessToken: values["access-token"] ?? env.WA_SANDBOX_ACCESS_TOKEN ?? DEMO_ACCESS_TOKEN,
  statusOrder: values["out-of-order"] ? "out_of_order" : "in_order",
  duplicateWebhooks: values.duplicates ?? false,
  logger: (line) => console.log(line),
}).catch((err: NodeJS.ErrnoException) => {
  console.error(
    err.code === "EADDRINUSE" ? `port ${port} is already in use (another sandbox running?)` : `sandbox failed: ${err}`,
  );
  process.exit(1);
});

const phone = sandbox.phoneNumbers[0]!;
console.log(`WhatsApp Cloud API sandbox on ${sandbox.url}
  send:        POST ${sandbox.url}/${DEMO_GRAPH_VERSION}/${phone.id}/messages  (Authorization: Bearer ${sandbox.accessToken})
  webhooks to: ${sandbox.settings.webhookUrl} (signed with the app secret; verify token ${DEMO_VERIFY_TOKEN})
  dev page:    ${sandbox.url}/__sandbox`);

const stop = () => {
  void sandbox.close().then(() => process.exit(0));
  setTimeout(() => process.exit(0), 3000).unref();
};
process.on("SIGINT", stop);
process.on("SIGTERM", stop);
