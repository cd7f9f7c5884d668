import type { Ref } from 'react';
import type { ChoiceT } from '../../../../shared/app/channels/entries';
import { ContractLineInput } from '../../components/ContractLineInput';

interface Props {
  label: string;
  /**
   * What one without a name is called, with its id after it ("Line 1907...", "Role 3"); pass it
   * translated (without it the English label decides, as before).
   */
  kind?: string | undefined;
  /** The id the field stands for (decimal text), or what was typed when it names none. */
  value: string;
  onChange: (value: string) => void;
  options: readonly ChoiceT[];
  error?: string | undefined;
  inputRef?: Ref<HTMLInputElement>;
  /** Why the options may be incomplete (the project's lines are unknown offline). */
  note?: string | undefined;
  /** The name of the value when the options do not hold it (an entry being changed). */
  knownName?: string | null | undefined;
}

/**
 * A contract line or role by name: pick one seen on the user's or the team's entries of the
 * project (arrows, Enter); a picked one reads by its name alone. As a last resort an id can be
 * typed for one not seen yet (the API has no list of them); its name shows under the field.
 */
export function IdPicker({ label, kind, value, onChange, options, error, inputRef, note, knownName }: Props) {
  return (
    <ContractLineInput
      label={label}
      kind={kind ?? (label === 'Role' ? 'Role' : 'Line')}
      value={value}
      onChange={onChange}
      lines={options}
      error={error}
      inputRef={inputRef}
      note={note}
      knownName={knownName}
      required={false}
    />
  );
}
