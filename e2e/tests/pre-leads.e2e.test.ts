import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import {
  DEMO_PASSWORD,
  expectPath,
  launchBrowser,
  login,
  newContext,
  PHONE,
  screenshot,
  webUrl,
} from "../harness/browser";

async function offerSettings(email: string): Promise<{ max_acquisitions_per_day: number; enterprise_ids: string[] }> {
  const api = (p: string) => new URL(p, inject("apiUrl"));
  const session = await fetch(api("/users/login"), {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email, password: DEMO_PASSWORD, working_systems: ["SALES"] }),
  });
  const cookie = session.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
  const res = await fetch(api("/pre-leads/offer-settings"), { headers: { cookie } });
  expect(res.status).toBe(200);
  return res.json() as Promise<{ max_acquisitions_per_day: number; enterprise_ids: string[] }>;
}

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe("pre-lead offer settings", () => {
  it("a coordinator changes the daily limit and the enterprises on offer; a specialist has no such button", async () => {
    const before = await offerSettings("online_coordinator@demo.local");
    const next = before.max_acquisitions_per_day === 7 ? 8 : 7;
    const context = await newContext(browser);
    const page = await context.newPage();
    await login(page, "online_coordinator@demo.local");
    await expectPath(page, "/home");
    await page.goto(webUrl("/pre-leads"));
    await page.getByRole("button", { name: "Configurar oferta" }).click();
    const limit = page.getByRole("textbox", { name: "Aquisições por especialista por dia" });
    await limit.waitFor();
    await limit.fill(String(next));
    // Pick the first enterprise of the list.
    await page.getByRole("combobox", { name: "Empreendimentos em oferta" }).click();
    await page.getByRole("option").first().click();
    await page.keyboard.press("Escape");
    await page.getByText(/Somente os pré-leads de \d+ empreendimentos? ficam em oferta/).waitFor();
    await screenshot(page, "pre-leads-offer-settings");
    await page.getByRole("button", { name: "Salvar" }).click();
    await page.getByText("Configuração de oferta salva.").waitFor();
    const after = await offerSettings("online_coordinator@demo.local");
    expect(after.max_acquisitions_per_day).toBe(next);
    expect(after.enterprise_ids.length).toBeGreaterThan(0);
    await context.close();

    const phone = await newContext(browser, PHONE);
    const specialist = await phone.newPage();
    await login(specialist, "online_specialist@demo.local");
    await expectPath(specialist, "/home");
    await specialist.goto(webUrl("/pre-leads"));
    await specialist.getByRole("heading", { name: "Pré-leads" }).waitFor();
    await expect(specialist.getByRole("button", { name: "Configurar oferta" }).count()).resolves.toBe(0);
    await phone.close();
  });
});
