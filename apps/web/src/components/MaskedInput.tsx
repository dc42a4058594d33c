import { InputBase, type InputBaseProps } from "@mantine/core";
import { IMaskInput } from "react-imask";

type Mask = string | Array<{ mask: string }>;

export interface MaskedInputProps extends Omit<InputBaseProps, "onChange"> {
  mask: Mask;
  value?: string;
  /** Receives the masked text; the contract schemas strip the mask. */
  onChange?: (value: string) => void;
  onBlur?: () => void;
  onFocus?: () => void;
  name?: string;
  placeholder?: string;
  autoComplete?: string;
  inputMode?: "numeric" | "tel" | "text";
  "data-testid"?: string;
}

/** Mantine input with a react-imask mask (CPF, CNPJ, CEP, phone). */
export function MaskedInput({ mask, value, onChange, inputMode = "numeric", ...rest }: MaskedInputProps) {
  return (
    <InputBase
      {...rest}
      component={IMaskInput as never}
      // biome-ignore lint/suspicious/noExplicitAny: react-imask's props are a large union; the mask shape is checked above.
      {...({ mask, value: value ?? "", onAccept: (v: string) => onChange?.(v), inputMode } as any)}
    />
  );
}
