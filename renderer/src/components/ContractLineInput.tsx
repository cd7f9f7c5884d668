import { Autocomplete, Group, Text } from '@mantine/core';
import { useState } from 'react';
import type { ContractLineOptionT } from '../../../shared/app/channels/expenses';

/** A line or role to offer: its id (decimal text) and name; where it was seen, when known. */
export interface LineOption {
  id: string;
  name: string | null;
  seenOn?: ContractLineOptionT['seenOn'];
}

interface Props {
  /** The id (decimal text) the field stands for, or what was typed when it names none. */
  value: string;
  onChange: (value: string) => void;
  lines: readonly LineOption[];
  error?: string | undefined;
  label?: string;
  /** What an option without a name reads as ("Unnamed line"). */
  unnamed?: string;
}

const SEEN: Record<ContractLineOptionT['seenOn'], string> = {
  project: 'project line',
  expenses: 'seen on expenses',
  timesheets: 'seen on timesheets',
};

/** How an option reads: its name first, its id after it ("Consultancy hours (19073748835533020)"). */
const optionLabel = (l: LineOption, unnamed: string) => `${l.name ?? unnamed} (${l.id})`;

/**
 * The id a text stands for: a bare id, an offered label or name, or a "(id)" at the end; the text
 * itself when it names none (the form then says it is no id).
 */
function idOf(text: string, lines: readonly LineOption[], unnamed: string): string {
  const t = text.trim();
  if (/^\d{1,19}$/.test(t)) return t;
  const lower = t.toLowerCase();
  const hit = lines.find(
    (l) => optionLabel(l, unnamed).toLowerCase() === lower || (l.name ?? '').toLowerCase() === lower,
  );
  if (hit) return hit.id;
  return /\((\d{1,19})\)$/.exec(t)?.[1] ?? text;
}

/**
 * A contract line (or role) picked by name: the lines the user and the team used on the project
 * are offered, the user's most used first (no endpoint lists them); typing an id stays possible as
 * a last resort, and shows the line's name when it is known.
 */
export function ContractLineInput({
  value,
  onChange,
  lines,
  error,
  label = 'Contract line',
  unnamed = 'Unnamed line',
}: Props) {
  const byId = new Map(lines.map((l) => [l.id, l]));
  const [text, setText] = useState(() => value);
  // What was typed stays as typed while it stands for the value; a value set from outside (a
  // form reset, a fix dialog opening) reads by name when the name is known.
  const known = byId.get(value.trim());
  const shown = idOf(text, lines, unnamed) === value ? text : known ? optionLabel(known, unnamed) : value;
  const typedId = /^\d{1,19}$/.test(shown.trim());
  return (
    <Autocomplete
      label={label}
      placeholder={lines.length > 0 ? 'Type a name to pick one' : 'Type a name or an id'}
      required
      value={shown}
      onChange={(t) => {
        setText(t);
        onChange(idOf(t, lines, unnamed));
      }}
      data={lines.map((l) => optionLabel(l, unnamed))}
      filter={({ options, search }) => {
        const s = search.trim().toLowerCase();
        if (s === '' || lines.some((l) => optionLabel(l, unnamed).toLowerCase() === s)) return options;
        return options.filter((o) => 'value' in o && o.value.toLowerCase().includes(s));
      }}
      renderOption={({ option }) => {
        const l = lines.find((x) => optionLabel(x, unnamed) === option.value);
        return (
          <Group gap="xs" wrap="nowrap">
            <Text size="sm" fw={500}>
              {l?.name ?? unnamed}
            </Text>
            <Text size="xs" c="dimmed">
              {l?.id}
              {l?.seenOn ? ` · ${SEEN[l.seenOn]}` : ''}
            </Text>
          </Group>
        );
      }}
      description={
        typedId ? (known?.name ?? (known ? undefined : 'Not seen on this project yet')) : undefined
      }
      error={error}
      comboboxProps={{ withinPortal: true }}
    />
  );
}
