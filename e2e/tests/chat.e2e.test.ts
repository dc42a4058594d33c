import { randomInt } from "node:crypto";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { expectNoSeriousA11yViolations } from "../harness/a11y";
import { apiCall, apiSession } from "../harness/api";
import { expectPath, launchBrowser, login, newContext, PHONE, screenshot, webUrl } from "../harness/browser";
import { createTestUser, type TestUser, unique } from "../harness/factories";
import { expectFitsWidth } from "../harness/fits";

/**
 * The WhatsApp chat (decision 083): a lead writes from their phone (the sandbox posts the signed webhook to the API),
 * their specialist finds the conversation unread, answers it, and watches the ticks move as the sandbox reports
 * sent, delivered and read.
 */

let browser: Browser;
let specialist: TestUser;
let lead: { _id: string; full_name: string };
/** The lead's mobile (DDD 11, ninth digit), and its WhatsApp id (country code first). */
const phone = `1199${randomInt(1_000_000, 9_999_999)}`;

type Contacts = { payload: { lead: { _id: string }; unread_count: number }[] };

/** A message from the lead's phone, as WhatsApp would deliver it (the sandbox signs and posts the webhook). */
async function leadWrites(text: string): Promise<void> {
  const response = await fetch(`${inject("waSandboxUrl")}/__sandbox/inbound`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ from: `55${phone}`, name: lead.full_name, text }),
  });
  expect(response.status).toBe(201);
}

const messages = (page: Page) => page.getByRole("list", { name: "Mensagens" });

beforeAll(async () => {
  browser = await launchBrowser();
  specialist = await createTestUser("ONLINE_SPECIALIST");
  const created = await apiCall<{ lead: { _id: string; full_name: string } }>(
    await apiSession(specialist),
    "POST",
    "/leads",
    { full_name: unique("Helena Conversa"), phone, city: "Campinas", source: "SITE" },
    201,
  );
  lead = created.lead;
  await leadWrites("Olá! Ainda tem unidade de 2 dormitórios?");
});

afterAll(async () => {
  await browser?.close();
});

describe("chat", () => {
  it("a specialist answers a lead's WhatsApp message and sees the ticks move to read", async () => {
    // The webhook reached the API: the conversation is in the specialist's contacts, unread.
    const cookie = await apiSession(specialist);
    await expect
      .poll(async () => {
        const contacts = await apiCall<Contacts>(cookie, "GET", "/chat/contacts");
        return contacts.payload.find((c) => c.lead._id === lead._id)?.unread_count ?? 0;
      })
      .toBe(1);
    const context = await newContext(browser);
    const page = await context.newPage();
    await login(page, specialist);
    await expectPath(page, "/home");
    await page.goto(webUrl("/chat"));
    const contact = page.getByTestId(`chat-contact-${lead._id}`);
    await expect.poll(() => contact.getAttribute("data-unread")).toBe("1");
    expect(await contact.textContent()).toContain("1 não lida");
    await screenshot(page, "chat-contacts-1366");
    await contact.click();
    await expectPath(page, "/chat");
    expect(new URL(page.url()).searchParams.get("lead")).toBe(lead._id);
    await messages(page).getByText("Olá! Ainda tem unidade de 2 dormitórios?").waitFor();
    await expect.poll(() => page.getByTestId("chat-lead-name").textContent()).toBe(lead.full_name);
    await expect.poll(() => page.getByTestId("chat-window").textContent()).toContain("Janela de atendimento aberta");
    // Opening it marks it read.
    await expect.poll(() => contact.getAttribute("data-unread")).toBe("0");

    await page.getByLabel("Mensagem").fill("Tem sim! Posso te mandar a planta?");
    await page.getByRole("button", { name: "Enviar" }).click();
    const mine = page.getByTestId("chat-message").filter({ hasText: "Tem sim! Posso te mandar a planta?" });
    await mine.waitFor();
    // Queued, sent, delivered, then read, as the sandbox reports them (a status webhook every 600 ms).
    await expect
      .poll(() => mine.getByTestId("chat-tick").getAttribute("data-status"), { timeout: 20_000 })
      .toBe("read");
    expect(await mine.getByRole("img", { name: "Lida" }).count()).toBe(1);
    await expectNoSeriousA11yViolations(page);
    await screenshot(page, "chat-conversation-1366");

    // The lead answers: it arrives in the open conversation.
    await leadWrites("Pode mandar, obrigada!");
    await messages(page).getByText("Pode mandar, obrigada!").waitFor({ timeout: 15_000 });
    await context.close();
  });

  it("on a phone the list and the conversation take the screen in turn", async () => {
    const context = await newContext(browser, PHONE);
    const page = await context.newPage();
    await login(page, specialist);
    await expectPath(page, "/home");
    // From the lead's profile, the WhatsApp icon by the phone opens the portal's conversation.
    await page.goto(webUrl(`/leads/${lead._id}`));
    await page.getByRole("link", { name: `Abrir conversa com ${lead.full_name} no WhatsApp` }).click();
    await expectPath(page, "/chat");
    await messages(page).getByText("Pode mandar, obrigada!").waitFor();
    await expectFitsWidth(page);
    await screenshot(page, "chat-conversation-360");
    await page.getByRole("button", { name: "Voltar às conversas" }).click();
    await page.getByTestId(`chat-contact-${lead._id}`).waitFor();
    expect(new URL(page.url()).searchParams.get("lead")).toBeNull();
    await context.close();
  });
});
