import { describe, expect, it } from "vitest";
import { ariaSort, cardLayout, type ListColumn, nextSort, shownColumns } from "./list-columns";

const col = (key: string, extra: Partial<ListColumn<unknown>> = {}): ListColumn<unknown> => ({
  key,
  header: key,
  cell: () => key,
  ...extra,
});

describe("card layout from the table's columns", () => {
  it("puts each column in its slot, 'field' by default, in table order, and leaves hidden and export-only out", () => {
    const layout = cardLayout([
      col("name", { card: "title" }),
      col("email", { exportOnly: true }),
      col("status", { card: "badge" }),
      col("city"),
      col("roles", { card: "meta" }),
      col("source"),
      col("createdAt", { card: "hidden" }),
      col("action", { card: "actions" }),
    ]);
    const keys = Object.fromEntries(
      Object.entries(layout).map(([slot, cols]) => [slot, cols.map((c: ListColumn<unknown>) => c.key)]),
    );
    expect(keys).toEqual({
      title: ["name"],
      badge: ["status"],
      meta: ["roles"],
      field: ["city", "source"],
      actions: ["action"],
    });
  });

  it("draws every column but the export-only ones in the table", () => {
    expect(
      shownColumns([col("a"), col("b", { exportOnly: true }), col("c", { card: "hidden" })]).map((c) => c.key),
    ).toEqual(["a", "c"]);
  });
});

type Field = "createdAt" | "full_name" | "status";
const options = {
  defaultSort: { sortBy: "createdAt" as Field, direction: "desc" as const },
  ascendingFirst: ["full_name" as Field],
};

describe("sorting by a header", () => {
  it("starts a new column in its natural direction", () => {
    expect(nextSort<Field>({}, "full_name", options)).toEqual({ sortBy: "full_name", direction: "asc" });
    expect(nextSort<Field>({}, "status", options)).toEqual({ sortBy: "status", direction: "desc" });
  });

  it("flips the direction of the column in effect", () => {
    expect(nextSort<Field>({ sortBy: "full_name", direction: "asc" }, "full_name", options)).toEqual({
      sortBy: "full_name",
      direction: "desc",
    });
    expect(nextSort<Field>({}, "createdAt", options)).toEqual({ sortBy: "createdAt", direction: "asc" });
  });

  it("keeps the default sort out of the URL", () => {
    expect(nextSort<Field>({ sortBy: "createdAt", direction: "asc" }, "createdAt", options)).toEqual({});
  });

  it("announces the sorted column to screen readers only", () => {
    const sort = { sortBy: "status" as Field, direction: "asc" as const };
    expect(ariaSort<Field>("status", sort)).toBe("ascending");
    expect(ariaSort<Field>("status", { ...sort, direction: "desc" })).toBe("descending");
    expect(ariaSort<Field>("full_name", sort)).toBe("none");
  });
});
