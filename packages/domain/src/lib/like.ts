/**
 * User text for a substring search, with the LIKE/ILIKE wildcards `%` and `_` and the escape character itself
 * escaped, so "%" finds a literal percent sign instead of everything (decision 032). Backslash is PostgreSQL's
 * default LIKE escape; Prisma's `contains`/`startsWith`/`endsWith` pass the value into a LIKE pattern unescaped, so
 * they need it too: `{ contains: escapeLike(search) }`, and raw SQL: `ILIKE ${`%${escapeLike(search)}%`}`.
 */
export function escapeLike(s: string): string {
  return s.replace(/[\\%_]/g, "\\$&");
}
