import type { Page } from "playwright-core";
import { apiCall, apiSession } from "./api";
import { createPricedEnterprise } from "./deals";
import { adminSession, createSalesTeam, createTestUser, type TestUser } from "./factories";
import { scheduleOnDuty, serveByTeam } from "./schedules";

/** A stand of the file's own: its specialist and receptionist scheduled there today, nobody checked in yet. */
export interface StandFixture {
  admin: string;
  specialistCookie: string;
  receptionistCookie: string;
  enterpriseId: string;
  specialistId: string;
  specialistName: string;
  receptionistId: string;
  /** Checks both users out and closes the stand (best effort: afterAll must not hide the test's own failure). */
  close: () => Promise<void>;
}

const checkOut = (cookie: string) => apiCall(cookie, "POST", "/stands/check-out", undefined, [200, 404, 409]);

const closeStand = (admin: string, enterpriseId: string) =>
  apiCall(admin, "PUT", `/enterprises/${enterpriseId}/stand`, { active: false, opening_hours: [] }).catch(
    () => undefined,
  );

/** A stand of the file's own with users of its own: nobody else works there, nobody is checked in yet. */
export interface OwnStandFixture extends StandFixture {
  specialist: TestUser;
  receptionist: TestUser;
  /** Masters the sales team that serves the stand (the specialist is in it), so the stand is in their scope. */
  coordinator: TestUser;
}

/**
 * An enterprise with an active stand, a new booth specialist and receptionist scheduled at it for today and tomorrow
 * (check-in needs a shift, decisions 052 and 061), and a new booth coordinator whose new sales team serves it
 * (the stand scope, decision 061). `o.receptionist` / `o.specialist` put a user of another of the file's stands here
 * instead (their shifts of today and tomorrow move to this stand).
 */
export async function openOwnStand(
  standName: string,
  o: { specialist?: TestUser; receptionist?: TestUser } = {},
): Promise<OwnStandFixture> {
  const admin = await adminSession();
  const specialist = o.specialist ?? (await createTestUser("BOOTH_SPECIALIST", { admin }));
  const receptionist = o.receptionist ?? (await createTestUser("RECEPCIONIST", { admin }));
  const coordinator = await createTestUser("BOOTH_COORDINATOR", { admin });
  const team = await createSalesTeam({ admin, master: coordinator, members: [specialist] });
  const { enterpriseId } = await createPricedEnterprise(admin, { name: standName, floors: 2, approvalRules: [] });
  await apiCall(admin, "PUT", `/enterprises/${enterpriseId}/stand`, { active: true, opening_hours: [] });
  await serveByTeam(admin, enterpriseId, team.name);
  for (const user of [specialist, receptionist]) await scheduleOnDuty(admin, enterpriseId, user._id);
  const specialistCookie = await apiSession(specialist);
  const receptionistCookie = await apiSession(receptionist);
  return {
    admin,
    specialist,
    receptionist,
    coordinator,
    specialistCookie,
    receptionistCookie,
    enterpriseId,
    specialistId: specialist._id,
    specialistName: specialist.full_name,
    receptionistId: receptionist._id,
    close: async () => {
      for (const cookie of [specialistCookie, receptionistCookie]) await checkOut(cookie).catch(() => undefined);
      await closeStand(admin, enterpriseId);
    },
  };
}

/** Picks an option of a Mantine Select by its label. */
export async function chooseOption(page: Page, label: string, option: string): Promise<void> {
  await page.getByRole("combobox", { name: label, exact: true }).click();
  await page.getByRole("option", { name: option, exact: true }).click();
}
