import { ActionIcon, Popover, TextInput } from '@mantine/core';
import { DatePicker } from '@mantine/dates';
import { useState, type FocusEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDay } from '../../../shared/dates-display';
import { useCalendarProps } from '../i18n/calendar';
import { dateHint, formatDayLong, parseDateText } from './date-text';

/** Typing into a short field replaces what it holds (as in a spreadsheet). */
const selectAll = (e: FocusEvent<HTMLInputElement>) => e.currentTarget.select();

/**
 * A date field that takes what a person types ("today", "mon", "22/11", "2026-11-22"; see
 * date-text.ts) and shows the day it understood under the field; leaving it keeps the day as
 * yyyy-mm-dd, shown in the app's date style ("22 Nov 2026", which reads back as the same day).
 * What is not a date is an error at the field, never a different day. A calendar button picks a
 * day with the mouse. The value is the text typed (or yyyy-mm-dd): the form parses it on save.
 */
export function DateTextInput({
  label,
  value,
  onChange,
  error,
  required,
  placeholder,
}: {
  label: string;
  /** Instead of the default hint (today's: "today, mon, 23/11"), e.g. in a narrow filter field. */
  placeholder?: string;
  value: string;
  onChange: (text: string) => void;
  error?: string | undefined;
  required?: boolean;
}) {
  const { t } = useTranslation('common');
  // The calendar's month and weekday names and first day follow the language setting.
  const calendar = useCalendarProps();
  const [left, setLeft] = useState(false);
  const [open, setOpen] = useState(false);
  const [editing, setEditing] = useState(false);
  const parsed = value.trim() === '' ? null : parseDateText(value);
  const typedError = left && parsed && !parsed.ok ? parsed.message : undefined;
  const day = parsed?.ok ? parsed.date : null;
  // A day the form holds (yyyy-mm-dd) is shown in the date style, except while the user types.
  // Only a real day: "2026-02-30" stays as typed (with its error), never shown as 2 March.
  const shown = !editing && day === value ? formatDay(value) : value;

  return (
    <TextInput
      label={label}
      required={required}
      value={shown}
      // Today as the clock has it now: a form drawn before midnight says the new day after it.
      placeholder={placeholder ?? dateHint()}
      autoComplete="off"
      description={day ? formatDayLong(day) : undefined}
      // Under the field, so a date field lines up with the field beside it (a two-column form).
      inputWrapperOrder={['label', 'input', 'description', 'error']}
      error={error ?? typedError}
      onFocus={selectAll}
      onChange={(e) => {
        setLeft(false);
        setEditing(true);
        onChange(e.currentTarget.value);
      }}
      onBlur={() => {
        setLeft(true);
        setEditing(false);
        if (parsed?.ok && parsed.date !== value) onChange(parsed.date);
      }}
      rightSection={
        <Popover
          opened={open}
          onChange={setOpen}
          position="bottom-end"
          withinPortal
          // Keyboard users land in the calendar; Escape or a pick closes it and returns to the button.
          trapFocus
          returnFocus
          closeOnEscape
        >
          <Popover.Target>
            <ActionIcon
              variant="subtle"
              aria-label={t('dateField.calendar')}
              onClick={() => setOpen((o) => !o)}
            >
              <svg aria-hidden width="16" height="16" viewBox="0 0 16 16" fill="none" stroke="currentColor">
                <rect x="2" y="3" width="12" height="11" rx="1.5" />
                <path d="M2 6.5h12M5 1.5v3M11 1.5v3" />
              </svg>
            </ActionIcon>
          </Popover.Target>
          <Popover.Dropdown>
            <DatePicker
              {...calendar}
              value={day}
              defaultDate={day ?? undefined}
              onChange={(picked) => {
                if (picked) onChange(picked.slice(0, 10));
                setLeft(false);
                setOpen(false);
              }}
            />
          </Popover.Dropdown>
        </Popover>
      }
    />
  );
}
