import { chromium } from "playwright-core";
const base = process.env.WEB ?? "http://localhost:5282";
const pages = (process.env.PAGES ?? "/reports/sales,/reports/stock,/home").split(",");
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", headless: true,
  args: ["--no-sandbox","--disable-gpu","--disable-quic","--no-first-run","--disable-background-networking","--disable-component-update","--disable-sync"] });
const ctx = await browser.newContext({ viewport: { width: 1366, height: 900 }, locale: "pt-BR", timezoneId: "America/Sao_Paulo" });
const page = await ctx.newPage();
page.on("console", (m) => { if (m.type() === "error") console.log("console error:", m.text()); });
await page.goto(`${base}/login`);
await page.getByLabel("E-mail").fill(process.env.EMAIL ?? "geral_admin@demo.local");
await page.getByLabel(/^Senha/).fill("Demo@2026");
await page.getByRole("button", { name: "Entrar", exact: true }).click();
await page.waitForTimeout(3000);
for (const p of pages) {
  await page.goto(`${base}${p}`);
  await page.waitForLoadState("networkidle").catch(() => {});
  await page.waitForTimeout(2500);
  const name = p.replace(/[^a-z0-9]+/gi, "_");
  await page.screenshot({ path: `/tmp/demohist/shots/${name}.png`, fullPage: true });
  console.log("shot", name);
}
await browser.close();
