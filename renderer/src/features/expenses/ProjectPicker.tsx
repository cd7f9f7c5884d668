import { Select } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { invoke } from '../../contract/client';

interface Props {
  value: number | null;
  /** The chosen project's name (shown before any search answered). */
  valueName: string;
  onChange: (id: number | null, name: string) => void;
  error?: string | undefined;
  autoFocus?: boolean;
  label?: string;
}

interface Option {
  value: string;
  label: string;
}

const LIMIT = 50;

/** Type to search projects on the local store (the core searches; results as you type). */
export function ProjectPicker({ value, valueName, onChange, error, autoFocus, label = 'Project' }: Props) {
  const [options, setOptions] = useState<Option[]>([]);
  const [search, setSearch] = useState(valueName);
  const latest = useRef(0);

  useEffect(() => setSearch(valueName), [valueName]);

  useEffect(() => {
    const request = ++latest.current;
    // The chosen project's own name is not a search: show the first projects then.
    const text = search.trim() === '' || search === valueName ? undefined : search.slice(0, 200);
    invoke('projects:list', { search: text, limit: LIMIT })
      .then((rows) => {
        if (request !== latest.current) return;
        setOptions(
          rows.map((p) => ({
            value: String(p.id),
            label: p.number ? `${p.name} (${p.number})` : p.name,
          })),
        );
      })
      .catch(() => {
        if (request === latest.current) setOptions([]);
      });
  }, [search, valueName]);

  const selected = value === null ? null : String(value);
  const data =
    selected !== null && !options.some((o) => o.value === selected)
      ? [{ value: selected, label: valueName || `Project ${selected}` }, ...options]
      : options;

  return (
    <Select
      label={label}
      placeholder="Type to search"
      searchable
      required
      data={data}
      value={selected}
      searchValue={search}
      onSearchChange={setSearch}
      // The core already matched the text: show its answer as is.
      filter={({ options: all }) => all}
      onChange={(v, option) => onChange(v === null ? null : Number(v), option?.label ?? '')}
      nothingFoundMessage="No project matches"
      error={error}
      autoFocus={autoFocus}
      maxDropdownHeight={280}
      comboboxProps={{ withinPortal: true }}
    />
  );
}
