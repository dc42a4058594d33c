import { Grid, Select, TextInput } from "@mantine/core";
import type { UseFormReturnType } from "@mantine/form";
import { UFS } from "@portal/contracts/users";
import { MaskedInput } from "../../components/MaskedInput";
import { CEP_MASK } from "../../lib/masks";

export interface AddressValues {
  zip_code: string;
  street: string;
  number: string;
  complement: string;
  district: string;
  city: string;
  uf: string;
}

export const EMPTY_ADDRESS: AddressValues = {
  zip_code: "",
  street: "",
  number: "",
  complement: "",
  district: "",
  city: "",
  uf: "",
};

export function toAddressBody(a: AddressValues) {
  return {
    zip_code: a.zip_code,
    street: a.street,
    number: a.number,
    complement: a.complement.trim() === "" ? undefined : a.complement,
    district: a.district,
    city: a.city,
    uf: a.uf,
  };
}

export function addressValuesOf(address: Partial<Record<keyof AddressValues, string | undefined>> | null | undefined) {
  return { ...EMPTY_ADDRESS, ...Object.fromEntries(Object.entries(address ?? {}).map(([k, v]) => [k, v ?? ""])) };
}

/** Address inputs bound to `address.*` of a Mantine form. */
// biome-ignore lint/suspicious/noExplicitAny: shared by forms whose other fields differ.
export function AddressFields({ form, required = true }: { form: UseFormReturnType<any>; required?: boolean }) {
  return (
    <Grid gap="md">
      <Grid.Col span={{ base: 12, sm: 4 }}>
        <MaskedInput
          label="CEP"
          mask={CEP_MASK}
          placeholder="00000-000"
          autoComplete="postal-code"
          withAsterisk={required}
          {...form.getInputProps("address.zip_code")}
        />
      </Grid.Col>
      <Grid.Col span={{ base: 12, sm: 8 }}>
        <TextInput
          label="Rua"
          autoComplete="address-line1"
          withAsterisk={required}
          {...form.getInputProps("address.street")}
        />
      </Grid.Col>
      <Grid.Col span={{ base: 5, sm: 3 }}>
        <TextInput label="Número" withAsterisk={required} {...form.getInputProps("address.number")} />
      </Grid.Col>
      <Grid.Col span={{ base: 7, sm: 9 }}>
        <TextInput label="Complemento" autoComplete="address-line2" {...form.getInputProps("address.complement")} />
      </Grid.Col>
      <Grid.Col span={{ base: 12, sm: 5 }}>
        <TextInput label="Bairro" withAsterisk={required} {...form.getInputProps("address.district")} />
      </Grid.Col>
      <Grid.Col span={{ base: 8, sm: 5 }}>
        <TextInput
          label="Cidade"
          autoComplete="address-level2"
          withAsterisk={required}
          {...form.getInputProps("address.city")}
        />
      </Grid.Col>
      <Grid.Col span={{ base: 4, sm: 2 }}>
        <Select
          label="UF"
          data={[...UFS]}
          searchable
          placeholder="UF"
          withAsterisk={required}
          comboboxProps={{ withinPortal: true }}
          {...form.getInputProps("address.uf")}
        />
      </Grid.Col>
    </Grid>
  );
}
