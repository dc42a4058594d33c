import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { apiSession, type CreatedLead, createLeadAs } from "../harness/api";
import { expectPath, launchBrowser, login, newContext, PHONE, screenshot, webUrl } from "../harness/browser";
import { createSalesTeam, createTestUser, harnessAdmin, type TestUser, unique } from "../harness/factories";
import { expectFitsWidth } from "../harness/fits";
import { expectHttpError } from "../harness/page-guard";

let browser: Browser;
let lead: CreatedLead;
let specialist: TestUser;
let coordinator: TestUser;
let colleague: TestUser;
let marketing: TestUser;
const suffix = String(Date.now()).slice(-6);
const leadName = `Heloísa Bragança Teste ${suffix}`;

beforeAll(async () => {
  browser = await launchBrowser();
  specialist = await createTestUser("ONLINE_SPECIALIST");
  coordinator = await createTestUser("ONLINE_COORDINATOR");
  colleague = await createTestUser("BOOTH_SPECIALIST");
  marketing = await createTestUser("MARKETING");
  await createSalesTeam({ master: coordinator, members: [specialist] });
  lead = await createLeadAs(specialist, leadName);
  expect(lead).toMatchObject({ status: "NEW", in_attendance: false, owner: { full_name: specialist.full_name } });
});
afterAll(async () => {
  await browser?.close();
});

describe("leads", () => {
  it("a specialist filters the list, opens a lead, takes it into attendance and annotates it", async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await login(page, specialist);
    await expectPath(page, "/home");

    await page.goto(webUrl("/leads"));
    await page.getByTestId("lead-row").first().waitFor();
    await expect(page.getByTestId("lead-card").count()).resolves.toBe(0);
    await screenshot(page, "leads-list-desktop");

    // Name search (debounced) goes to the URL and narrows the list to the new lead.
    await page.getByLabel("Nome").fill(`Bragança Teste ${suffix}`);
    await page.waitForURL((url) => url.searchParams.get("search") === `Bragança Teste ${suffix}`);
    await page.waitForFunction(() => document.querySelectorAll("[data-testid=lead-row]").length === 1);
    await expect(page.getByTestId("lead-row").first().textContent()).resolves.toContain(leadName);

    // A status filter from the URL keeps it (Novo) or hides it (Em conversa).
    await page.goto(webUrl(`/leads?search=${encodeURIComponent(leadName)}&status=TALKING`));
    await page.getByText("Nenhum lead encontrado").waitFor();
    await page.goto(webUrl(`/leads?search=${encodeURIComponent(leadName)}&status=NEW`));
    await page.getByRole("link", { name: leadName }).first().click();
    await expectPath(page, `/leads/${lead._id}`);

    // 'Atender': hint shown, then the button disappears and the success toast appears.
    await page.getByRole("heading", { name: leadName }).waitFor();
    await page.getByText("Importante marcar lead em atendimento").waitFor();
    await screenshot(page, "lead-profile-desktop");
    await page.getByRole("button", { name: "Atender" }).click();
    await page.getByText("Agora você está atendendo esse lead").waitFor();
    await page.getByTestId("in-attendance").waitFor();
    await expect(page.getByRole("button", { name: "Atender" }).count()).resolves.toBe(0);
    await expect(page.getByText("Importante marcar lead em atendimento").count()).resolves.toBe(0);

    // An annotation (a call) shows up in the history.
    const note = `Cliente pediu retorno na sexta às 10h (${suffix}).`;
    await page.getByRole("combobox", { name: "Tipo de registro" }).click();
    await page.getByRole("option", { name: "Ligação" }).click();
    await page.getByRole("textbox", { name: "Anotação" }).fill(note);
    await page.getByRole("button", { name: "Registrar" }).click();
    const entry = page.getByTestId("history-entry").filter({ hasText: note });
    await entry.waitFor();
    await expect(entry.textContent()).resolves.toContain("Ligação");
    await expect(page.getByTestId("history-entry").filter({ hasText: "Atendimento iniciado" }).count()).resolves.toBe(
      1,
    );

    // The author edits the annotation: the new text replaces it, flagged "editada".
    const corrected = `Cliente pediu retorno na segunda às 9h (${suffix}).`;
    await entry.getByRole("button", { name: "Editar anotação" }).click();
    await page.getByRole("textbox", { name: "Editar anotação" }).fill(corrected);
    await page.getByRole("button", { name: "Salvar" }).click();
    await page.getByText("Anotação atualizada.").waitFor();
    const edited = page.getByTestId("history-entry").filter({ hasText: corrected });
    await edited.waitFor();
    await expect(edited.textContent()).resolves.toContain("editada");
    await expect(page.getByTestId("history-entry").filter({ hasText: note }).count()).resolves.toBe(0);

    // After a reload the lead is still in attendance: no 'Atender'.
    await page.reload();
    await page.getByTestId("history-entry").filter({ hasText: corrected }).waitFor();
    await page.getByTestId("in-attendance").waitFor(); // the lead's header rendered (history loads on its own)
    await expect(page.getByRole("button", { name: "Atender" }).count()).resolves.toBe(0);
    await context.close();
  });

  it("goes to the next page by the cursor of the page before it, and jumps by skip", async () => {
    // Five pages of 50 of the file's own: 201 leads under one name, the list searched by it.
    const batch = unique("Paginação");
    const owner = await createTestUser("ONLINE_SPECIALIST");
    for (let start = 0; start < 201; start += 20) {
      const names = Array.from({ length: Math.min(20, 201 - start) }, (_, i) => `${batch} ${start + i}`);
      await Promise.all(names.map((name) => createLeadAs(owner, name)));
    }
    const context = await newContext(browser);
    const page = await context.newPage();
    await login(page, harnessAdmin());
    await expectPath(page, "/home");
    await page.goto(webUrl(`/leads?search=${encodeURIComponent(batch)}`));
    await page.getByTestId("lead-row").first().waitFor();
    const firstOfPage1 = await page.getByTestId("lead-row").first().textContent();

    const listRequest = (pattern: RegExp) =>
      page.waitForRequest((r) => new URL(r.url()).pathname === "/leads" && pattern.test(new URL(r.url()).search));
    const next = listRequest(/cursor=/);
    await page.getByRole("button", { name: "Próxima página" }).click();
    const sent = new URL((await next).url()).searchParams;
    expect(sent.get("skip")).toBeNull();
    await page.waitForURL((url) => url.searchParams.get("page") === "2");
    await page.waitForFunction(
      (first) => document.querySelector("[data-testid=lead-row]")?.textContent !== first,
      firstOfPage1,
    );
    await expect(page.getByText("Página 2 de").isVisible()).resolves.toBe(true);

    // A page never reached one by one (page 5 straight from page 2) goes by skip.
    const jump = listRequest(/skip=200/);
    await page.getByRole("button", { name: "Página 5" }).click();
    expect(new URL((await jump).url()).searchParams.get("cursor")).toBeNull();
    await page.waitForURL((url) => url.searchParams.get("page") === "5");
    await context.close();
  });

  it("shows the list as cards and the profile without overflow at 360 px", async () => {
    const context = await newContext(browser, PHONE);
    const page = await context.newPage();
    await login(page, specialist);
    await expectPath(page, "/home");
    // The list comes gzipped to the phone (decision 026).
    const listAnswer = page.waitForResponse(
      (r) => r.request().resourceType() === "fetch" && new URL(r.url()).pathname === "/leads" && r.status() === 200,
    );
    await page.goto(webUrl("/leads"));
    await expect((await listAnswer).headerValue("content-encoding")).resolves.toBe("gzip");
    await page.getByTestId("lead-card").first().waitFor();
    // Only the layout that shows is rendered (the hidden table cost as much again on every render).
    await expect(page.getByTestId("lead-row").count()).resolves.toBe(0);
    await screenshot(page, "leads-list-phone");
    await expectFitsWidth(page);

    await page.goto(webUrl(`/leads/${lead._id}`));
    await page.getByRole("heading", { name: leadName }).waitFor();
    await page.getByTestId("history-entry").first().waitFor();
    await screenshot(page, "lead-profile-phone");
    await expectFitsWidth(page);
    await context.close();
  });

  it("a marketing user opening a lead sees only the history tab and no actions", async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await login(page, marketing);
    await expectPath(page, "/home");
    await page.goto(webUrl(`/leads/${lead._id}`));
    await page.getByRole("heading", { name: leadName }).waitFor();
    await page.getByTestId("history-entry").first().waitFor();
    const tabs = page.getByRole("tab");
    await expect(tabs.count()).resolves.toBe(1);
    await expect(tabs.first().textContent()).resolves.toBe("Histórico");
    await expect(page.getByRole("button", { name: "Ações" }).count()).resolves.toBe(0);
    await expect(page.getByRole("button", { name: "Atender" }).count()).resolves.toBe(0);
    await screenshot(page, "lead-profile-marketing");
    await context.close();
  });

  it("a read-only link shows another specialist the lead's data, history and files, and no actions", async () => {
    const api = (p: string) => new URL(p, inject("apiUrl"));
    const ownerCookie = await apiSession(specialist);
    const note = `Visita agendada pelo link (${suffix}).`;
    const annotated = await fetch(api(`/leads/${lead._id}/annotations`), {
      method: "POST",
      headers: { "content-type": "application/json", cookie: ownerCookie },
      body: JSON.stringify({ text: note, type: "VISIT" }),
    });
    expect(annotated.status).toBe(201);
    const form = new FormData();
    form.append("fileType", "RG");
    const pdf = "%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n";
    form.append("file", new Blob([pdf], { type: "application/pdf" }), "rg-link.pdf");
    const uploaded = await fetch(api(`/leads/${lead._id}/files`), {
      method: "POST",
      headers: { cookie: ownerCookie },
      body: form,
    });
    expect(uploaded.status).toBe(201);
    const link = await fetch(api(`/leads/${lead._id}/links`), {
      method: "POST",
      headers: { "content-type": "application/json", cookie: await apiSession(coordinator) },
      body: JSON.stringify({ expires_in_hours: 1 }),
    });
    expect(link.status).toBe(201);
    const { token } = (await link.json()) as { token: string };

    const context = await newContext(browser);
    const page = await context.newPage();
    await login(page, colleague);
    await expectPath(page, "/home");
    await page.goto(webUrl(`/leads/${lead._id}?temporary_token=${encodeURIComponent(token)}`));
    await page.getByText("Acesso por link temporário").waitFor();
    await page.getByRole("heading", { name: leadName }).waitFor();
    const tabs = page.getByRole("tab");
    await expect(tabs.allTextContents()).resolves.toEqual(["Histórico", "Dados", "Arquivos"]);
    await page.getByTestId("history-entry").filter({ hasText: note }).waitFor();
    await expect(page.getByRole("textbox", { name: "Anotação" }).count()).resolves.toBe(0);
    await expect(page.getByRole("button", { name: "Editar anotação" }).count()).resolves.toBe(0);
    await expect(page.getByRole("button", { name: "Ações" }).count()).resolves.toBe(0);
    await page.getByRole("tab", { name: "Arquivos" }).click();
    await page.getByText("rg-link.pdf").first().waitFor();
    await screenshot(page, "lead-profile-temporary-link");
    await context.close();
  });

  it("shows a friendly page for a lead that does not exist", async () => {
    const context = await newContext(browser);
    // The API answers 404 for the unknown lead: the page under test is what the user sees then.
    expectHttpError(context, 404, "/leads/00000000-0000-4000-8000-000000000000");
    const page = await context.newPage();
    await login(page, specialist);
    await expectPath(page, "/home");
    await page.goto(webUrl("/leads/00000000-0000-4000-8000-000000000000"));
    await page.getByRole("heading", { name: "Lead não encontrado" }).waitFor();
    // A mistyped link is not a lead id: the same page, and the API is not asked (GET /leads/movements is a route).
    const asked: string[] = [];
    page.on("request", (r) => {
      if (r.resourceType() === "fetch" && /\/leads\/movements/.test(r.url())) asked.push(r.url());
    });
    await page.goto(webUrl("/leads/movements"));
    await page.getByRole("heading", { name: "Lead não encontrado" }).waitFor();
    expect(asked).toEqual([]);
    await context.close();
  });
});
