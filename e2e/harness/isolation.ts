import { afterAll } from "vitest";
import { apiCall, apiSession } from "./api";

/**
 * The files share one database and the demo users. A file that assigns a NEW lead to a demo specialist (transfer,
 * distribution, roulette) leaves them a 'Novo Lead na sua carteira' notification whose alert covers their screens
 * for 10 minutes (decision 036), which would then sit over the next file's pages. After each file, the demo
 * specialists' notifications are marked read and shown, so every file starts without a pending alert.
 */
const SHARED_SPECIALISTS = ["booth_specialist@demo.local", "online_specialist@demo.local"];

afterAll(async () => {
  for (const email of SHARED_SPECIALISTS) {
    await apiCall(await apiSession(email), "PUT", "/notifications/read-all");
  }
});
