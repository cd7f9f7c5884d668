import { TextInput, type TextInputProps } from '@mantine/core';
import { useState, type FocusEvent } from 'react';
import { formatClock, parseClock } from '../../../shared/app/entry-time';
import { formatMinutes } from '../../../shared/dates-display';

/** Typing into a short field replaces what it holds (as in a spreadsheet). */
const selectAll = (e: FocusEvent<HTMLInputElement>) => e.currentTarget.select();

/**
 * A time-of-day field: takes "9", "930", "9:30", "2:30 PM"; holds hh:mm once understood and shows
 * it on the locale's clock ("09:30", or "9:30 AM" where a 12-hour clock is the custom) while the
 * user is not typing in it. What is not a time stays as typed for the form to refuse.
 */
export function ClockTextInput({
  value,
  onChange,
  ...props
}: Omit<TextInputProps, 'value' | 'onChange' | 'onBlur' | 'onFocus'> & {
  value: string;
  onChange: (text: string) => void;
}) {
  const [editing, setEditing] = useState(false);
  const minutes = /^\d{2}:\d{2}$/.test(value) ? parseClock(value) : null;
  const shown = !editing && minutes !== null ? formatMinutes(minutes) : value;
  return (
    <TextInput
      {...props}
      value={shown}
      autoComplete="off"
      onFocus={selectAll}
      onChange={(e) => {
        setEditing(true);
        onChange(e.currentTarget.value);
      }}
      onBlur={(e) => {
        setEditing(false);
        const m = parseClock(e.currentTarget.value);
        if (m !== null && m <= 24 * 60 && formatClock(m) !== value) onChange(formatClock(m));
      }}
    />
  );
}
