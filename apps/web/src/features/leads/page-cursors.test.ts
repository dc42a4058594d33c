import { describe, expect, it } from "vitest";
import { PageCursors } from "./page-cursors";

const base = { limit: 50, status: "NEW", sortBy: "last_interest_at", direction: "desc" };

describe("PageCursors", () => {
  it("sends the next page by the cursor of the page read before it, with the same filters", () => {
    const cursors = new PageCursors();
    expect(cursors.request({ ...base, skip: 50 })).toEqual({ ...base, skip: 50 });
    cursors.remember({ ...base, skip: 0 }, "c1");
    expect(cursors.request({ ...base, skip: 50 })).toEqual({ ...base, cursor: "c1" });
    // Same filters in another key order: the same list.
    const reordered = { direction: "desc", sortBy: "last_interest_at", status: "NEW", limit: 50, skip: 50 };
    expect(cursors.request(reordered)).toMatchObject({ cursor: "c1" });
    expect(cursors.request(reordered)).not.toHaveProperty("skip");
  });

  it("keeps skip for page 1, for a jump to a page never reached, and for other filters or sorts", () => {
    const cursors = new PageCursors();
    cursors.remember({ ...base, skip: 0 }, "c1");
    expect(cursors.request({ ...base, skip: 0 })).toEqual({ ...base, skip: 0 });
    expect(cursors.request({ ...base, skip: 500 })).toEqual({ ...base, skip: 500 });
    expect(cursors.request({ ...base, status: "TALKING", skip: 50 })).toEqual({ ...base, status: "TALKING", skip: 50 });
    expect(cursors.request({ ...base, direction: "asc", skip: 50 })).toEqual({ ...base, direction: "asc", skip: 50 });
  });

  it("follows a run of pages, and forgets the page after the last one", () => {
    const cursors = new PageCursors();
    cursors.remember({ ...base, skip: 0 }, "c1");
    cursors.remember({ ...base, skip: 50 }, "c2");
    expect(cursors.request({ ...base, skip: 100 })).toEqual({ ...base, cursor: "c2" });
    cursors.remember({ ...base, skip: 50 }, null);
    expect(cursors.request({ ...base, skip: 100 })).toEqual({ ...base, skip: 100 });
  });

  it("keeps only the most recent filter sets", () => {
    const cursors = new PageCursors(2);
    cursors.remember({ ...base, city: "A", skip: 0 }, "a");
    cursors.remember({ ...base, city: "B", skip: 0 }, "b");
    cursors.remember({ ...base, city: "A", skip: 0 }, "a2"); // A used again: B is now the oldest
    cursors.remember({ ...base, city: "C", skip: 0 }, "c");
    expect(cursors.request({ ...base, city: "A", skip: 50 })).toMatchObject({ cursor: "a2" });
    expect(cursors.request({ ...base, city: "B", skip: 50 })).toMatchObject({ skip: 50 });
    expect(cursors.request({ ...base, city: "C", skip: 50 })).toMatchObject({ cursor: "c" });
  });
});
