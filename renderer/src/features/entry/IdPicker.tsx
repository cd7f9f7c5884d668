import { Combobox, InputBase, useCombobox } from '@mantine/core';
import type { Ref } from 'react';
import type { ChoiceT } from '../../../../shared/app/channels/entries';
import { choiceLabel } from './lines';

interface Props {
  label: string;
  /** The text in the field: an offered label, or an id typed by hand. */
  value: string;
  onChange: (text: string) => void;
  options: readonly ChoiceT[];
  error?: string | undefined;
  inputRef?: Ref<HTMLInputElement>;
  placeholder?: string;
  /** Why the options may be incomplete (the project's lines are unknown offline). */
  note?: string | undefined;
}

/** What the field says under it: the name of a typed id when known, else what is unknown. */
function hint(value: string, options: readonly ChoiceT[], note: string | undefined): string | undefined {
  const t = value.trim();
  if (/^\d{1,19}$/.test(t)) {
    const known = options.find((o) => o.id === t);
    return known?.name ?? (known ? undefined : 'Not seen on this project yet');
  }
  return note;
}

/**
 * A contract line or role by name: pick one seen on the user's or the team's entries of the project
 * (arrows, Enter), or, as a last resort, type an id for one not seen yet (the API has no list of
 * them); a typed id shows its name when known.
 */
export function IdPicker({ label, value, onChange, options, error, inputRef, placeholder, note }: Props) {
  const combobox = useCombobox({ onDropdownClose: () => combobox.resetSelectedOption() });
  const needle = value.trim().toLowerCase();
  const exact = options.some((o) => choiceLabel(o).toLowerCase() === needle);
  const shown =
    exact || needle === '' ? options : options.filter((o) => choiceLabel(o).toLowerCase().includes(needle));

  return (
    <Combobox
      store={combobox}
      onOptionSubmit={(text) => {
        onChange(text);
        combobox.closeDropdown();
      }}
    >
      <Combobox.Target>
        <InputBase
          ref={inputRef}
          label={label}
          value={value}
          error={error}
          description={hint(value, options, note)}
          placeholder={
            placeholder ?? (options.length > 0 ? 'Type a name to pick one' : 'Type a name or an id')
          }
          onChange={(e) => {
            onChange(e.currentTarget.value);
            combobox.openDropdown();
            combobox.updateSelectedOptionIndex();
          }}
          onFocus={(e) => e.currentTarget.select()}
          onClick={() => combobox.openDropdown()}
          onKeyDown={(e) => {
            if (e.key === 'ArrowDown' && !combobox.dropdownOpened) combobox.openDropdown();
          }}
          onBlur={() => combobox.closeDropdown()}
        />
      </Combobox.Target>
      <Combobox.Dropdown hidden={shown.length === 0}>
        <Combobox.Options mah={260} style={{ overflowY: 'auto' }}>
          {shown.map((o) => (
            <Combobox.Option value={choiceLabel(o)} key={o.id} active={choiceLabel(o) === value}>
              {choiceLabel(o)}
            </Combobox.Option>
          ))}
        </Combobox.Options>
      </Combobox.Dropdown>
    </Combobox>
  );
}
