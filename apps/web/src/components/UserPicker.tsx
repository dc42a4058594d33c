import { Alert, MultiSelect, type MultiSelectProps, Select, type SelectProps } from "@mantine/core";

/** The state of the query the people come from: while pending the picker says so; a failure shows `loadError`. */
interface PeopleState {
  isPending?: boolean;
  isError?: boolean;
}

interface PickerProps {
  people?: PeopleState;
  loadError?: string;
  "data-autofocus"?: boolean;
  "data-testid"?: string;
}

const defaults = {
  searchable: true,
  nothingFoundMessage: "Ninguém encontrado",
  comboboxProps: { withinPortal: true },
} as const;

function LoadError({ people, text }: { people?: PeopleState; text: string }) {
  if (!people?.isError) return null;
  return (
    <Alert color="red" variant="light">
      {text}
    </Alert>
  );
}

/**
 * Picks one person (a specialist, a coordinator, an approver) in a form or dialog: searchable, its list above other
 * dialogs, "Carregando..." while the people load and an alert when they could not be loaded.
 */
export function UserPicker({
  people,
  loadError = "Não foi possível carregar os especialistas.",
  placeholder,
  ...props
}: PickerProps & SelectProps) {
  return (
    <>
      <LoadError people={people} text={loadError} />
      <Select {...defaults} placeholder={people?.isPending ? "Carregando..." : placeholder} {...props} />
    </>
  );
}

/** UserPicker for several people (distribute among, approvers). */
export function UsersPicker({
  people,
  loadError = "Não foi possível carregar os especialistas.",
  placeholder,
  ...props
}: PickerProps & MultiSelectProps) {
  return (
    <>
      <LoadError people={people} text={loadError} />
      <MultiSelect {...defaults} placeholder={people?.isPending ? "Carregando..." : placeholder} {...props} />
    </>
  );
}
