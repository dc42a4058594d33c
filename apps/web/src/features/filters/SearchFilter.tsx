import { TextInput } from "@mantine/core";
import { IconSearch } from "@tabler/icons-react";
import { normalizeText, useDebouncedText } from "../leads/use-debounced-text";

/**
 * The free-text filter of a list screen (name, phone...): debounced before it reaches the URL (spec 4), keeping what
 * the user typed until the URL means something else.
 */
export function SearchFilter({
  label,
  placeholder,
  value,
  onChange,
}: {
  label: string;
  placeholder: string;
  value: string | undefined;
  onChange: (value: string | undefined) => void;
}) {
  const [text, setText] = useDebouncedText(value, normalizeText, onChange);
  return (
    <TextInput
      label={label}
      placeholder={placeholder}
      leftSection={<IconSearch size={16} />}
      type="search"
      value={text}
      onChange={(e) => setText(e.currentTarget.value)}
    />
  );
}
