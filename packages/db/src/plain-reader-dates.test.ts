import pg from "pg";
import { describe, expect, it } from "vitest";
import { fastTimestamptz as fast } from "./client";

const slow = pg.types.getTypeParser(1184, "text") as (v: string) => Date;

describe("the plain reader's timestamptz parser", () => {
  it("reads PostgreSQL's ISO output exactly like node-postgres", () => {
    for (const v of [
      "2026-11-23 17:30:08.123+00",
      "2026-11-23 17:30:08+00",
      "2026-11-23 14:30:08.5-03",
      "1999-12-31 23:59:59.999999+05:30",
      "2026-02-28 00:00:00-03:00",
      "2024-02-29 23:59:59.9+00",
      "2026-12-31 21:00:00.000001-03",
      "1970-01-01 00:00:00+00",
      "1900-06-01 12:00:00.25+09:30",
    ]) {
      expect(fast(v).getTime(), v).toBe(slow(v).getTime());
    }
  });

  it("hands anything else to node-postgres's parser", () => {
    for (const v of [
      "infinity",
      "-infinity",
      "0044-03-15 12:00:00+00 BC",
      "0044-03-15 12:00:00+00",
      "1890-01-01 00:00:00-03:06:28",
      "12026-01-01 00:00:00+00",
    ]) {
      expect(String(fast(v)), v).toBe(String(slow(v)));
    }
  });
});
