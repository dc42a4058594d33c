import { describe, expect, it } from "vitest";
import { MODAL_PRIORITY, releaseModal, requestModal, shownModal } from "./modal-queue";

describe("modal queue", () => {
  it("shows one alert at a time: the stand visit first, then the offer; a later visit takes the screen back", () => {
    requestModal("offer-1", MODAL_PRIORITY.NEW_LEAD);
    expect(shownModal()).toBe("offer-1");
    requestModal("visit-1", MODAL_PRIORITY.STAND_VISIT);
    expect(shownModal()).toBe("visit-1");
    requestModal("offer-2", MODAL_PRIORITY.NEW_LEAD);
    expect(shownModal()).toBe("visit-1");
    releaseModal("visit-1");
    expect(shownModal()).toBe("offer-1");
    releaseModal("offer-1");
    expect(shownModal()).toBe("offer-2");
    // Asking again for the same key does not queue it twice.
    requestModal("offer-2", MODAL_PRIORITY.NEW_LEAD);
    releaseModal("offer-2");
    expect(shownModal()).toBeNull();
  });
});
