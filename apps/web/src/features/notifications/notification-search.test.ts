import { describe, expect, it } from "vitest";
import { notificationSearchSchema, toNotificationListQuery, totalPages } from "./notification-search";

describe("notificationSearchSchema", () => {
  it("keeps valid type, tab and page", () => {
    expect(notificationSearchSchema.parse({ type: "NEW_LEAD", tab: "UNREAD", page: 2 })).toEqual({
      type: "NEW_LEAD",
      tab: "UNREAD",
      page: 2,
    });
  });
  it("drops unknown values and the default tab", () => {
    expect(notificationSearchSchema.parse({ type: "NOPE", tab: "ALL", page: 0 })).toEqual({
      type: undefined,
      tab: undefined,
      page: undefined,
    });
    expect(notificationSearchSchema.parse({})).toEqual({ type: undefined, tab: undefined, page: undefined });
  });
});

describe("toNotificationListQuery", () => {
  it("maps defaults to ALL/ALL, first page, SALES", () => {
    expect(toNotificationListQuery({})).toEqual({
      working_systems: "SALES",
      filterType: "ALL",
      tabFilter: "ALL",
      skip: 0,
      limit: 20,
      count: true,
    });
  });
  it("maps filters and page to skip", () => {
    expect(toNotificationListQuery({ type: "GENERIC", tab: "READ", page: 3 })).toMatchObject({
      filterType: "GENERIC",
      tabFilter: "READ",
      skip: 40,
    });
  });
  it("totalPages is at least 1", () => {
    expect(totalPages(0)).toBe(1);
    expect(totalPages(21)).toBe(2);
  });
});
