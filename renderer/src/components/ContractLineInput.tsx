import { Combobox, Group, InputBase, Text, useCombobox } from '@mantine/core';
import { useState, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import type { ContractLineOptionT } from '../../../shared/app/channels/expenses';
import { isProvisionalId } from '../../../shared/provisional';
import { foldText } from '../../../shared/text-fold';
import { i18n } from '../i18n';

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
  /** What a line without a name is called, with its id after it ("Line 1907..."). */
  kind?: string;
  /** The name of the value when the offered lines do not hold it (a refused line being fixed). */
  knownName?: string | null | undefined;
  /** Why the options may be incomplete (the project's lines are unknown offline). */
  note?: string | undefined;
  required?: boolean;
  inputRef?: Ref<HTMLInputElement>;
}

/** Where a line was seen, as keys of common:lineInput. */
const SEEN = {
  project: 'lineInput.seenProject',
  expenses: 'lineInput.seenExpenses',
  timesheets: 'lineInput.seenTimesheets',
} as const satisfies Record<ContractLineOptionT['seenOn'], string>;

const BARE_ID = /^-?\d{1,19}$/;

/** "Line 123" (or the kind given), or "Line (not synced yet)" for a provisional id. */
function unnamedLine(kind: string | undefined, id: string): string {
  const word = kind ?? i18n.t('common:lineInput.kind');
  return isProvisionalId(id) ? `${word} (${i18n.t('common:notSyncedYet')})` : `${word} ${id}`;
}

/** How a line reads in the field and the list: its name only (the list adds the id, dimmed). */
export function lineName(l: LineOption, kind?: string): string {
  return l.name ?? unnamedLine(kind, l.id);
}

/**
 * The id a text stands for: an offered id, a bare id, an offered name (the most used first when
 * two share it; case and accents ignored), or a "(id)" at the end as older versions wrote it;
 * the text itself when it names none (the form then says it is no id).
 */
export function lineIdOf(text: string, lines: readonly LineOption[], kind?: string): string {
  const t = text.trim();
  if (t === '') return '';
  if (BARE_ID.test(t)) return t;
  const folded = foldText(t);
  const hit = lines.find((l) => foldText(lineName(l, kind)) === folded);
  if (hit) return hit.id;
  return /\((-?\d{1,19})\)$/.exec(t)?.[1] ?? text;
}

/**
 * A contract line (or role) picked by name: the lines the user and the team used on the project
 * are offered, the user's most used first (no endpoint lists them), each with its id dimmed
 * after the name; a picked one reads by its name alone. Typing an id stays possible as a last
 * resort: the field keeps what was typed and names the line under it when it is known.
 * Arrows and Enter pick in the open list; Enter in a closed one submits the form.
 */
export function ContractLineInput({
  value,
  onChange,
  lines,
  error,
  label,
  kind,
  knownName,
  note,
  required = true,
  inputRef,
}: Props) {
  const { t } = useTranslation('common');
  const combobox = useCombobox({ onDropdownClose: () => combobox.resetSelectedOption() });
  // What is being typed; null once the field shows the value by its name.
  const [typed, setTyped] = useState<string | null>(null);
  const byId = new Map(lines.map((l) => [l.id, l]));
  const known = byId.get(value.trim());
  const name = known ? lineName(known, kind) : BARE_ID.test(value.trim()) ? (knownName ?? null) : null;
  // Typed text stays as typed while it stands for the value; otherwise the value reads by name.
  const shown = typed !== null && lineIdOf(typed, lines, kind) === value ? typed : (name ?? value);
  const needle = typed === null ? '' : foldText(typed.trim());
  const exact = needle !== '' && lines.some((l) => foldText(lineName(l, kind)) === needle);
  const offered =
    needle === '' || exact
      ? lines
      : lines.filter((l) => foldText(lineName(l, kind)).includes(needle) || l.id.startsWith(needle));
  const typedId = typed !== null && BARE_ID.test(typed.trim());
  const hint = typedId ? (known ? lineName(known, kind) : (knownName ?? t('lineInput.notSeen'))) : note;

  return (
    <Combobox
      store={combobox}
      withinPortal
      // As wide as the names and ids need (a narrow field cut them: "190737…"), at least the field's.
      width="max-content"
      onOptionSubmit={(id) => {
        setTyped(null);
        onChange(id);
        combobox.closeDropdown();
      }}
    >
      <Combobox.Target>
        <InputBase
          ref={inputRef}
          label={label ?? t('contractLine')}
          required={required}
          value={shown}
          title={name ?? undefined}
          error={error}
          description={hint}
          autoComplete="off"
          placeholder={t(lines.length > 0 ? 'lineInput.pickPlaceholder' : 'lineInput.typePlaceholder')}
          onChange={(e) => {
            const text = e.currentTarget.value;
            setTyped(text);
            onChange(lineIdOf(text, lines, kind));
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
      <Combobox.Dropdown hidden={offered.length === 0} miw={280} maw="calc(100vw - 32px)">
        <Combobox.Options mah={260} style={{ overflowY: 'auto' }}>
          {offered.map((l) => (
            <Combobox.Option value={l.id} key={l.id} active={l.id === value}>
              <Group gap="xs" wrap="nowrap">
                <Text size="sm" fw={500}>
                  {lineName(l, kind)}
                </Text>
                <Text size="xs" c="dimmed">
                  {/* Provisional ids (lines imported offline) mean nothing to a person. */}
                  {isProvisionalId(l.id) ? '' : l.id}
                  {l.seenOn ? ` · ${t(SEEN[l.seenOn])}` : ''}
                </Text>
              </Group>
            </Combobox.Option>
          ))}
        </Combobox.Options>
      </Combobox.Dropdown>
    </Combobox>
  );
}
