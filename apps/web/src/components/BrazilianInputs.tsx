import { CNPJ_MASK, CPF_MASK, PHONE_MASK, phoneInputValue } from "../lib/masks";
import { MaskedInput, type MaskedInputProps } from "./MaskedInput";

type PresetProps = Omit<MaskedInputProps, "mask"> & { label?: MaskedInputProps["label"] };

/**
 * The one phone input (decision 035): Brazilian landline or mobile with its mask, keyboard and autofill hints;
 * label "Celular" by default. Takes a stored E.164 phone or typed text; gives the masked text, which the
 * contract schemas turn into E.164 digits.
 */
export function PhoneInput(props: PresetProps) {
  return (
    <MaskedInput
      label="Celular"
      inputMode="tel"
      autoComplete="tel-national"
      placeholder="(11) 91234-5678"
      {...props}
      value={phoneInputValue(props.value)}
      mask={PHONE_MASK}
    />
  );
}

/** CPF with its mask; label "CPF" by default. The contract schemas check the digits. */
export function CpfInput(props: PresetProps) {
  return <MaskedInput label="CPF" placeholder="000.000.000-00" {...props} mask={CPF_MASK} />;
}

/** CNPJ with its mask; label "CNPJ" by default. */
export function CnpjInput(props: PresetProps) {
  return <MaskedInput label="CNPJ" placeholder="00.000.000/0000-00" {...props} mask={CNPJ_MASK} />;
}
