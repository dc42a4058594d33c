import { useDebouncedCallback } from "@mantine/hooks";
import { SEARCH_DEBOUNCE_MS } from "@portal/contracts/common";
import { useEffect, useState } from "react";

export const normalizeText = (v: string): string | undefined => v.trim() || undefined;

/**
 * Name and phone are debounced 350 ms (spec 4); every other filter applies at once. The input keeps what
 * the user typed: the URL value replaces it only when it means something else (back/forward, "Limpar").
 */
export function useDebouncedText(
  value: string | undefined,
  normalize: (text: string) => string | undefined,
  push: (value: string | undefined) => void,
): [string, (v: string) => void] {
  const [text, setText] = useState(value ?? "");
  // biome-ignore lint/correctness/useExhaustiveDependencies: only an outside change of the URL value matters.
  useEffect(() => {
    if (normalize(text) !== value) setText(value ?? "");
  }, [value]);
  const debounced = useDebouncedCallback((v: string) => push(normalize(v)), SEARCH_DEBOUNCE_MS);
  return [
    text,
    (v: string) => {
      setText(v);
      debounced(v);
    },
  ];
}
