import { Alert, Select, type SelectProps } from "@mantine/core";

/** The state of the query the people come from: while pending the picker says so; a failure shows `loadError`. */
export interface PeopleState {
  isPending?: boolean;
  isError?: boolean;
}

export interface PickerProps {
  people?: PeopleState;
  loadError?: string;
  "data-autofocus"?: boolean;
  "data-testid"?: string;
}

const LOAD_ERROR = "Não foi possível carregar os especialistas.";

/** The picker's shared settings: searchable, its list above other dialogs, "Carregando..." while people load. */
export function pickerSettings(people: PeopleState | undefined, placeholder: string | undefined) {
  return {
    searchable: true,
    nothingFoundMessage: "Ninguém encontrado",
    comboboxProps: { withinPortal: true },
    placeholder: people?.isPending ? "Carregando..." : placeholder,
  };
}

export function LoadError({ people, text = LOAD_ERROR }: { people?: PeopleState; text?: string }) {
  if (!people?.isError) return null;
  return (
    <Alert color="red" variant="light">
      {text}
    </Alert>
  );
}

/** Picks one person (a specialist, a coordinator) in a form or dialog; an alert says when people could not load. */
export function UserPicker({ people, loadError, placeholder, ...props }: PickerProps & SelectProps) {
  return (
    <>
      <LoadError people={people} text={loadError} />
      <Select {...pickerSettings(people, placeholder)} {...props} />
    </>
  );
}
