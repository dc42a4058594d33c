import { useMediaQuery } from "@mantine/hooks";

/** Mantine's breakpoints (theme defaults) as media queries. */
export const SM_UP = "(min-width: 48em)";
export const MD_UP = "(min-width: 62em)";

function matchesNow(query: string): boolean {
  return typeof window !== "undefined" && typeof window.matchMedia === "function" && window.matchMedia(query).matches;
}

/**
 * Whether the media query matches, right from the first render (no second render with the other layout), and
 * again whenever the window crosses it.
 */
export function useMedia(query: string): boolean {
  return useMediaQuery(query, matchesNow(query), { getInitialValueInEffect: false });
}
