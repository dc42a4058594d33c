import { solicitationCreateBody } from "@portal/contracts/solicitations";
import { describe, expect, it } from "vitest";
import { contractValidate } from "../../lib/forms";
import { type SwapFormValues, toSwapBody, toSwapFieldErrors } from "./shift-swap-form";

const STAND = "4c0a3c3e-7c1e-4d59-9f43-2b8f6a4f9d10";
const COLLEAGUE = "0b6f6a1c-2d4e-4f8a-9b1c-3d5e7f9a1b2c";
const filled: SwapFormValues = {
  month: "2026-12",
  enterprise_id: STAND,
  mine: "2026-12-10|M",
  other_specialist_id: COLLEAGUE,
  theirs: "2026-12-12|T",
  message: "Consulta médica.",
};
const validate = (v: SwapFormValues) =>
  toSwapFieldErrors(
    contractValidate<SwapFormValues, typeof solicitationCreateBody>(solicitationCreateBody, toSwapBody)(v),
  );

describe("the shift swap form", () => {
  it("sends the two shifts as the contract's shift_swap, which accepts it", () => {
    expect(toSwapBody(filled)).toEqual({
      type: "SHIFT_SWAP",
      message: "Consulta médica.",
      shift_swap: {
        date: "2026-12-10",
        shift: "M",
        enterprise_id: STAND,
        other_specialist_id: COLLEAGUE,
        other_date: "2026-12-12",
        other_shift: "T",
      },
    });
    expect(validate(filled)).toEqual({});
  });

  it("puts every error under the field that causes it: empty fields, and the same shift on both sides", () => {
    const empty = validate({ ...filled, mine: "", other_specialist_id: "", theirs: "", message: "" });
    expect(empty).toEqual({
      mine: "Campo obrigatório.",
      other_specialist_id: "Campo obrigatório.",
      theirs: "Campo obrigatório.",
      message: "Campo obrigatório.",
    });
    const same = validate({ ...filled, theirs: "2026-12-10|M" });
    expect(same).toEqual({ theirs: "Deve ser diferente do seu plantão." });
  });

  it("maps the API's 400 paths to the form's fields", () => {
    expect(toSwapFieldErrors({ "shift_swap.date": "Não corresponde.", "shift_swap.enterprise_id": "X." })).toEqual({
      mine: "Não corresponde.",
      enterprise_id: "X.",
    });
  });
});
