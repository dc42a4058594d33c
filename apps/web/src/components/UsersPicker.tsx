import { MultiSelect, type MultiSelectProps } from "@mantine/core";
import { LoadError, type PickerProps, pickerSettings } from "./UserPicker";

// Its own file: a screen that picks one person does not load MultiSelect (and its styles) with it.
/** UserPicker for several people (distribute among, approvers). */
export function UsersPicker({ people, loadError, placeholder, ...props }: PickerProps & MultiSelectProps) {
  return (
    <>
      <LoadError people={people} text={loadError} />
      <MultiSelect {...pickerSettings(people, placeholder)} {...props} />
    </>
  );
}
