import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiCall } from "../harness/api";
import { launchBrowser, login, newContext, screenshot, webUrl } from "../harness/browser";
import { adminSession, createTestUser, type TestUser, unique } from "../harness/factories";

/** A real 1×1 PNG (the thumbnail must decode). */
const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==",
  "base64",
);

let browser: Browser;
let enterpriseId: string;
let secretary: TestUser;
let partner: TestUser;
let geralAdmin: TestUser;
const suffix = String(Date.now()).slice(-6);
const enterpriseName = unique("Residencial Plantas");

beforeAll(async () => {
  browser = await launchBrowser();
  const admin = await adminSession();
  secretary = await createTestUser("SALES_SECRETARY", { admin });
  partner = await createTestUser("AGENT_PARTNER", { admin });
  geralAdmin = await createTestUser("GERAL_ADMIN", { admin });
  const e = await apiCall<{ _id: string }>(
    admin,
    "POST",
    "/enterprises",
    { name: enterpriseName, city: "Sorocaba", group: "INTERIOR", phase: "RELEASE" },
    201,
  );
  enterpriseId = e._id;
  await apiCall(admin, "PUT", `/enterprises/${enterpriseId}/step-2`, {
    towers: ["Torre A", "Torre B"].map((name) => ({
      name,
      floors: 2,
      first_floor: 1,
      units_per_floor: 2,
      layout: [
        { bedrooms: 2, private_area: 58.5, position: "FRONT" },
        { bedrooms: 3, private_area: 70, position: "BACK" },
      ],
    })),
  });
  for (const [i, full_name] of ["Lívia Prates", "Caio Brandão"].entries()) {
    await apiCall(
      admin,
      "POST",
      "/leads",
      { full_name: `${full_name} ${suffix}`, phone: `119${suffix}${i}${i}`, enterprise_id: enterpriseId },
      201,
    );
  }
});
afterAll(async () => {
  await browser?.close();
});

async function openPlans(page: Page) {
  await page.goto(webUrl(`/enterprises/${enterpriseId}`));
  await page.getByRole("tab", { name: "Plantas" }).click();
}

describe("enterprise plans and leads per enterprise", () => {
  it("the sales secretary uploads, views, edits and deletes plans; a partner broker only views them", async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await login(page, secretary);
    await page.waitForURL((u) => u.pathname !== "/login");
    await openPlans(page);
    await page.getByText("Nenhuma planta de torre").waitFor();

    // A tower plan: tower, title, file.
    const towerCard = page.locator(".mantine-Card-root").filter({ has: page.getByRole("combobox", { name: "Torre" }) });
    await page.getByRole("combobox", { name: "Torre" }).click();
    await page.getByRole("option", { name: "Torre B" }).click();
    await towerCard.getByLabel("Título").fill("Tipo 1 — 2 dormitórios");
    await towerCard
      .locator("input[type=file]")
      .setInputFiles({ name: "tipo1.png", mimeType: "image/png", buffer: PNG });
    await towerCard.getByRole("button", { name: "Enviar" }).click();
    await page.getByText("Planta enviada.").waitFor();
    await page.getByRole("tabpanel", { name: "Plantas" }).getByText("Torre B", { exact: true }).waitFor();
    await page.getByRole("img", { name: "Tipo 1 — 2 dormitórios" }).waitFor();

    // A common-area plan, then the lightbox.
    const commonCard = page
      .locator(".mantine-Card-root")
      .filter({ has: page.getByPlaceholder("Ex.: Piscina") })
      .first();
    await commonCard.getByLabel("Título").fill("Piscina");
    await commonCard
      .locator("input[type=file]")
      .setInputFiles({ name: "piscina.png", mimeType: "image/png", buffer: PNG });
    await commonCard.getByRole("button", { name: "Enviar" }).click();
    await page.getByRole("button", { name: "Ampliar Piscina" }).click();
    const dialog = page.getByRole("dialog", { name: "Piscina" });
    await dialog.getByText("1 de 1").waitFor();
    await screenshot(page, "enterprise-plans-lightbox");
    await page.keyboard.press("Escape");

    // Edit the title and order, then delete it.
    await page.getByRole("button", { name: "Editar Piscina" }).click();
    const edit = page.getByRole("dialog", { name: "Editar planta" });
    await edit.getByLabel("Título").fill("Piscina aquecida");
    await edit.getByRole("button", { name: "Salvar" }).click();
    await page.getByText("Planta atualizada.").waitFor();
    await page.getByRole("button", { name: "Ampliar Piscina aquecida" }).waitFor();
    await screenshot(page, "enterprise-plans");
    await page.getByRole("button", { name: "Excluir Piscina aquecida" }).click();
    // By the keyboard: the "Planta atualizada." toast can lie over the popover (a pointer click then lands outside it).
    await page.getByRole("dialog").getByRole("button", { name: "Excluir", exact: true }).press("Enter");
    await page.getByText("Nenhuma planta de área comum").waitFor();
    await context.close();

    const partnerContext = await newContext(browser);
    const partnerPage = await partnerContext.newPage();
    await login(partnerPage, partner);
    await partnerPage.waitForURL((u) => u.pathname !== "/login");
    await openPlans(partnerPage);
    await partnerPage.getByRole("img", { name: "Tipo 1 — 2 dormitórios" }).waitFor();
    expect(await partnerPage.getByRole("button", { name: "Enviar" }).count()).toBe(0);
    expect(await partnerPage.getByRole("button", { name: /^Excluir / }).count()).toBe(0);
    await partnerContext.close();
  });

  it("an admin reads the lead counts per enterprise, filtered in the URL", async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await login(page, geralAdmin);
    await page.waitForURL((u) => u.pathname !== "/login");
    await page.goto(webUrl("/enterprises"));
    await page.getByRole("link", { name: "Leads por empreendimento" }).click();
    await page.waitForURL((u) => u.pathname === "/enterprises/leads-by-enterprise");
    await page.getByRole("table").waitFor();

    await page.goto(webUrl(`/enterprises/leads-by-enterprise?enterprise=${enterpriseId}&city=Sorocaba`));
    const row = page.getByRole("row").filter({ hasText: enterpriseName });
    await row.waitFor();
    expect(await page.getByRole("row").count()).toBe(2); // header + this enterprise
    expect(await row.getByRole("cell").nth(4).textContent()).toBe("2");
    await row.getByRole("button", { name: `Ver detalhes de ${enterpriseName}` }).click();
    await page.getByText("Novo: 2").waitFor();
    await screenshot(page, "leads-by-enterprise");

    await page.goto(webUrl(`/enterprises/leads-by-enterprise?enterprise=${enterpriseId}&city=Santos`));
    await page.getByText("Nenhum lead encontrado com esses filtros").waitFor();
    await context.close();
  });
});
