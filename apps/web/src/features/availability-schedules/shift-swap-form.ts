/** The SHIFT_SWAP form's values and their translation to and from POST /solicitations (decision 057). */
export interface SwapFormValues {
  month: string;
  enterprise_id: string;
  /** "YYYY-MM-DD|M": the requester's shift they give away. */
  mine: string;
  other_specialist_id: string;
  /** "YYYY-MM-DD|T": the colleague's shift the requester takes. */
  theirs: string;
  message: string;
}

const part = (slot: string, i: 0 | 1) => (slot ? slot.split("|")[i] : undefined) || undefined;

/** The form's values as the body of POST /solicitations (the contract schema checks both). */
export function toSwapBody(v: SwapFormValues) {
  return {
    type: "SHIFT_SWAP" as const,
    message: v.message,
    shift_swap: {
      date: part(v.mine, 0),
      shift: part(v.mine, 1),
      enterprise_id: v.enterprise_id || undefined,
      other_specialist_id: v.other_specialist_id || undefined,
      other_date: part(v.theirs, 0),
      other_shift: part(v.theirs, 1),
    },
  };
}

/** The body's error paths ("shift_swap.other_date") as the form's fields. */
const FIELD_OF: Record<string, keyof SwapFormValues> = {
  "shift_swap.date": "mine",
  "shift_swap.shift": "mine",
  "shift_swap.enterprise_id": "enterprise_id",
  "shift_swap.other_specialist_id": "other_specialist_id",
  "shift_swap.other_date": "theirs",
  "shift_swap.other_shift": "theirs",
  message: "message",
};
export function toSwapFieldErrors(errors: Record<string, unknown>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [path, text] of Object.entries(errors)) {
    const field = FIELD_OF[path] ?? path;
    out[field] ??= String(text);
  }
  return out;
}
