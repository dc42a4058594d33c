import { CNPJ_MASK, CPF_MASK, PHONE_MASK } from "../lib/masks";
import { MaskedInput, type MaskedInputProps } from "./MaskedInput";

type PresetProps = Omit<MaskedInputProps, "mask"> & { label?: MaskedInputProps["label"] };

/** Brazilian phone (landline or mobile) with its mask, keyboard and autofill hints; label "Celular" by default. */
export function PhoneInput(props: PresetProps) {
  return (
    <MaskedInput
      label="Celular"
      inputMode="tel"
      autoComplete="tel-national"
      placeholder="(11) 91234-5678"
      {...props}
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
