import { Autocomplete, Group, Text } from '@mantine/core';
import type { ContractLineOptionT } from '../../../shared/app/channels/expenses';

interface Props {
  value: string;
  onChange: (value: string) => void;
  lines: ContractLineOptionT[];
  error?: string | undefined;
  label?: string;
}

const SEEN: Record<ContractLineOptionT['seenOn'], string> = {
  project: 'project line',
  expenses: 'seen on expenses',
  timesheets: 'seen on timesheets',
};

/**
 * A contract line id: the lines seen on the project's entries are offered (no endpoint lists
 * them), and any other id can be typed.
 */
export function ContractLineInput({ value, onChange, lines, error, label = 'Contract line' }: Props) {
  const byId = new Map(lines.map((l) => [l.id, l]));
  const known = byId.get(value.trim());
  return (
    <Autocomplete
      label={label}
      placeholder="Pick or type an id"
      required
      inputMode="numeric"
      value={value}
      onChange={onChange}
      data={lines.map((l) => l.id)}
      filter={({ options, search }) => {
        const s = search.trim().toLowerCase();
        if (s === '' || byId.has(s)) return options;
        return options.filter((o) => {
          if (!('value' in o)) return false;
          const name = byId.get(o.value)?.name ?? '';
          return o.value.includes(s) || name.toLowerCase().includes(s);
        });
      }}
      renderOption={({ option }) => {
        const l = byId.get(option.value);
        return (
          <Group gap="xs" wrap="nowrap">
            <Text size="sm" fw={500}>
              {option.value}
            </Text>
            <Text size="sm">{l?.name ?? 'Unnamed line'}</Text>
            <Text size="xs" c="dimmed">
              {l ? SEEN[l.seenOn] : ''}
            </Text>
          </Group>
        );
      }}
      description={
        known?.name ? known.name : value.trim() !== '' ? 'Not seen on this project yet' : undefined
      }
      error={error}
      comboboxProps={{ withinPortal: true }}
    />
  );
}
