import { mkdirSync } from "node:fs";
import path from "node:path";
import type { Browser, Locator } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { createLeadAs } from "../harness/api";
import { DESKTOP, expectPath, launchBrowser, login, newContext, webUrl } from "../harness/browser";
import { createTestUser, type TestUser, unique } from "../harness/factories";

/**
 * Where toasts open (decision 055): at the bottom centre, never over the header (at the top centre one covered the
 * lead profile's favourite star) nor over a footer's right-aligned action (at the bottom right one covered the
 * wizard's 'Salvar e continuar'). A note registered on a lead profile shows the toast.
 */
const PHONE_390 = { width: 390, height: 844 };

let browser: Browser;
let specialist: TestUser;
beforeAll(async () => {
  browser = await launchBrowser();
  specialist = await createTestUser("ONLINE_SPECIALIST");
});
afterAll(async () => {
  await browser?.close();
});

const boxOf = async (locator: Locator) => {
  const box = await locator.boundingBox();
  if (!box) throw new Error("no box");
  return { left: box.x, top: box.y, right: box.x + box.width, bottom: box.y + box.height };
};

describe("toasts", () => {
  it.each([
    { name: "desktop", viewport: DESKTOP },
    { name: "phone", viewport: PHONE_390 },
  ])("open at the bottom centre at $name width, clear of the header", async ({ name, viewport }) => {
    const lead = await createLeadAs(specialist, unique(`Cliente Aviso ${name}`));
    const context = await newContext(browser, viewport);
    const page = await context.newPage();
    try {
      await login(page, specialist);
      await expectPath(page, "/home");
      await page.goto(webUrl(`/leads/${lead._id}`));
      await page.getByRole("heading", { name: lead.full_name }).waitFor();
      await page.getByPlaceholder("O que aconteceu neste contato?").fill("Cliente pediu retorno amanhã.");
      await page.getByRole("button", { name: "Registrar" }).click();

      const toast = page.locator(".mantine-Notification-root").filter({ hasText: "registrada no histórico" });
      await toast.waitFor();
      // The toast slides in: judged once two reads 100 ms apart agree.
      let last = "";
      await expect
        .poll(
          async () => {
            const now = JSON.stringify(await boxOf(toast));
            const settled = now === last;
            last = now;
            return settled;
          },
          { interval: 100 },
        )
        .toBe(true);
      // What the screen shows (a full-page capture would move the fixed toast).
      mkdirSync(inject("artifactsDir"), { recursive: true });
      await page.screenshot({ path: path.join(inject("artifactsDir"), `toast-${name}.png`) });
      const box = await boxOf(toast);
      const header = await boxOf(page.locator(".mantine-AppShell-header"));
      const star = await boxOf(page.getByTestId("favorite-toggle").first());

      expect(box.top, "below the header").toBeGreaterThanOrEqual(header.bottom);
      expect(box.bottom, "inside the screen").toBeLessThanOrEqual(viewport.height);
      expect(viewport.height - box.bottom, "at the bottom").toBeLessThan(48);
      const overlapsStar =
        box.left < star.right && star.left < box.right && box.top < star.bottom && star.top < box.bottom;
      expect(overlapsStar, "clear of the favourite star").toBe(false);
      expect(Math.abs((box.left + box.right) / 2 - viewport.width / 2), "centred").toBeLessThan(4);
    } finally {
      await context.close();
    }
  });
});
