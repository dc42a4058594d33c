/**
 * The lead base and bulk deletion in the browser, as a coordinator: leads a coordinator creates (no enterprise) have
 * no owner and show up in "Base de leads"; three of them are distributed in bulk between two specialists (an even
 * 2/1 split) and leave the base. Two leads deleted in bulk from /leads leave the list and become "Excluído".
 */
import { randomInt } from "node:crypto";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiCall, apiSession, type CreatedLead } from "../harness/api";
import { expectPath, launchBrowser, login, newContext, screenshot, selectLeads, webUrl } from "../harness/browser";
import { createSalesTeam, createTestUser, type TestUser } from "../harness/factories";

/** Letters only: a name part no other lead has. */
const tag = `${String.fromCharCode(65 + randomInt(26))}${Array.from({ length: 7 }, () => String.fromCharCode(97 + randomInt(26))).join("")}`;

let browser: Browser;
let coordinatorApi: string;
let coordinator: TestUser;
let specialists: TestUser[];
beforeAll(async () => {
  coordinator = await createTestUser("BOOTH_COORDINATOR");
  specialists = [await createTestUser("BOOTH_SPECIALIST"), await createTestUser("ONLINE_SPECIALIST")];
  // The two specialists the leads are distributed to work in the coordinator's team.
  await createSalesTeam({ master: coordinator, members: specialists });
  browser = await launchBrowser();
  coordinatorApi = await apiSession(coordinator);
});
afterAll(async () => {
  await browser?.close();
});

/** A lead created by the coordinator: without an enterprise nor owner_id it goes to the base (no owner). */
async function createBaseLead(fullName: string): Promise<CreatedLead> {
  const body = await apiCall<{ duplicate: boolean; lead: CreatedLead }>(
    coordinatorApi,
    "POST",
    "/leads",
    { full_name: fullName, phone: `1199${randomInt(1_000_000, 9_999_999)}` },
    201,
  );
  expect(body.duplicate).toBe(false);
  expect(body.lead).toMatchObject({ full_name: fullName, status: "NEW", owner: null });
  return body.lead;
}

async function rowCount(page: Page, count: number): Promise<void> {
  await page.waitForFunction((n) => document.querySelectorAll("[data-testid=lead-row]").length === n, count);
}

interface ListedLead {
  _id: string;
  full_name: string;
  status: string;
  owner: { _id: string; full_name: string } | null;
}

describe("lead base and bulk delete", () => {
  it("a coordinator distributes three base leads between two specialists and they leave the base", async () => {
    const part = `Base ${tag}`;
    const names = [`Aurora ${part}`, `Bento ${part}`, `Celina ${part}`];
    const leads = await Promise.all(names.map(createBaseLead));
    const people = specialists;

    const context = await newContext(browser);
    const page = await context.newPage();
    await login(page, coordinator);
    await expectPath(page, "/home");
    await page.goto(webUrl("/base-leads"));
    await page.getByRole("heading", { name: "Base de leads" }).waitFor();

    // The name search goes to the URL and narrows the base to the three new leads.
    await page.getByLabel("Nome").fill(part);
    await page.waitForURL((url) => url.searchParams.get("search") === part);
    await rowCount(page, 3);
    const bulk = await selectLeads(page, names);
    await bulk.getByRole("button", { name: "Distribuir" }).click();

    const dialog = page.getByRole("dialog", { name: "Distribuir leads" });
    await dialog.getByText("3 leads selecionados são divididos igualmente").waitFor();
    const among = dialog.getByRole("combobox", { name: "Distribuir entre" });
    for (const person of people) {
      await among.fill(person.full_name);
      await page
        .getByRole("option", { name: new RegExp(person.full_name) })
        .first()
        .click();
    }
    // The dropdown stays open after a pick: close it by clicking the dialog's text.
    await dialog.getByText("3 leads selecionados são divididos igualmente").click();
    await page.getByRole("listbox").waitFor({ state: "hidden" });
    await screenshot(page, "base-leads-distribute");
    await dialog.getByRole("button", { name: "Distribuir" }).click();
    await page.getByText("3 leads distribuídos entre 2 pessoas.").waitFor();

    // They have owners now: the filtered base is empty.
    await page.getByText("Nenhum lead encontrado").waitFor();
    await rowCount(page, 0);
    await expect(page.getByRole("region", { name: "Ações em lote" }).count()).resolves.toBe(0);
    await screenshot(page, "base-leads-after-distribution");
    await context.close();

    // Through the API: every lead has one of the two people, split 2/1.
    const list = await apiCall<{ payload: ListedLead[] }>(
      coordinatorApi,
      "GET",
      `/leads?full_name=${encodeURIComponent(part)}`,
    );
    expect(list.payload.map((l) => l._id).sort()).toEqual(leads.map((l) => l._id).sort());
    const perOwner = people.map((p) => list.payload.filter((l) => l.owner?._id === p._id).length).sort();
    expect(perOwner).toEqual([1, 2]);
    const base = await apiCall<{ payload: ListedLead[] }>(
      coordinatorApi,
      "GET",
      `/leads?owner_id=none&full_name=${encodeURIComponent(part)}`,
    );
    expect(base.payload).toEqual([]);
  });

  it("a coordinator deletes two leads in bulk from the list and they become excluded", async () => {
    const part = `Exclui ${tag}`;
    const names = [`Davi ${part}`, `Elisa ${part}`];
    const leads = await Promise.all(names.map(createBaseLead));

    const context = await newContext(browser);
    const page = await context.newPage();
    await login(page, coordinator);
    await expectPath(page, "/home");
    await page.goto(webUrl(`/leads?search=${encodeURIComponent(part)}`));
    await rowCount(page, 2);
    const bulk = await selectLeads(page, names);
    await bulk.getByRole("button", { name: "Excluir" }).click();

    const dialog = page.getByRole("dialog", { name: "Excluir leads" });
    await dialog.getByText("Excluir 2 leads selecionados?").waitFor();
    await dialog.getByRole("button", { name: "Excluir" }).click();
    await page.getByText("2 leads excluídos.").waitFor();
    await page.getByText("Nenhum lead encontrado").waitFor();
    await rowCount(page, 0);
    await screenshot(page, "leads-after-bulk-delete");
    await context.close();

    // Soft-deleted: still readable by id, with the status "Excluído"; hidden from the list.
    for (const lead of leads) {
      const detail = await apiCall<{ status: string; excluded: boolean }>(coordinatorApi, "GET", `/leads/${lead._id}`);
      expect(detail).toMatchObject({ status: "EXCLUDED", excluded: true });
    }
    const list = await apiCall<{ payload: ListedLead[] }>(
      coordinatorApi,
      "GET",
      `/leads?full_name=${encodeURIComponent(part)}`,
    );
    expect(list.payload).toEqual([]);
  });
});
