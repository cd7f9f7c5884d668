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
}

/**
 * A contract line or role: pick one seen on the project's entries (arrows, Enter), or type an id
 * for one not seen yet (the API has no list of them).
 */
export function IdPicker({ label, value, onChange, options, error, inputRef, placeholder }: Props) {
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
          placeholder={placeholder ?? 'Pick one, or type its id'}
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
