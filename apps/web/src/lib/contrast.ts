/** WCAG contrast between hex colours, and the lightest darkening of a colour that reads on given backgrounds. */

function channels(hex: string): [number, number, number] {
  const h = hex.replace("#", "");
  const full = h.length === 3 ? [...h].map((c) => c + c).join("") : h.slice(0, 6);
  return [0, 2, 4].map((i) => Number.parseInt(full.slice(i, i + 2), 16)) as [number, number, number];
}

function luminance(hex: string): number {
  const [r, g, b] = channels(hex).map((v) => {
    const c = v / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG 2 contrast ratio (1..21). */
export function contrastRatio(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

function toHex(rgb: number[]): string {
  return `#${rgb.map((v) => Math.round(v).toString(16).padStart(2, "0")).join("")}`;
}

/** WCAG AA for body text. */
export const AA_TEXT = 4.5;

/**
 * `color` itself when it reaches `min` against every background, else the same hue darkened in 4 % steps until it
 * does (keeps the palette's look, only as dark as needed).
 */
export function readableOn(color: string, backgrounds: readonly string[], min = AA_TEXT): string {
  const rgb = channels(color);
  for (let step = 0; step <= 25; step++) {
    const candidate = toHex(rgb.map((v) => v * (1 - step * 0.04)));
    if (backgrounds.every((bg) => contrastRatio(candidate, bg) >= min)) return candidate;
  }
  return "#000000";
}
