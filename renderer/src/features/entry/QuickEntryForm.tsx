import { Button, Group, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useEffect, useRef, type FocusEvent } from 'react';
import {
  formatHours,
  localInstant,
  parseClock,
  unitsBetween,
  unitsToHours,
} from '../../../../shared/app/entry-time';
import { parseDateText } from '../../components/date-text';
import { ConfirmChecks, confirmCodes } from '../../components/ConfirmChecks';
import { ClockTextInput } from '../../components/ClockTextInput';
import { DateTextInput } from '../../components/DateTextInput';
import { formatMinutes } from '../../../../shared/dates-display';
import { endAfterUnits, parseHours } from '../../components/hours-text';
import { displayTime } from '../../components/format';
import { errorMessage } from '../../contract/client';
import { notify, notifyError } from '../../models/notify';
import { pendingText } from '../../models/pending-text';
import { useSettings } from '../settings/store';
import { BudgetsHint, useBudgetHint } from '../review/BudgetsHint';
import { IdPicker } from './IdPicker';
import { useLines } from './lines';
import { ProjectPicker } from '../../components/ProjectPicker';
import { defaultFrom, defaultLines } from './defaults';
import { useQuickEntry, type QuickDraft } from './store';

/** Typing into a short field replaces what it holds (as in a spreadsheet). */
const selectAll = (e: FocusEvent<HTMLInputElement>) => e.currentTarget.select();

/** What the other of hours/to comes to, shown under the field the person did not type. */
function computed(d: QuickDraft): { to?: string; hours?: string } {
  const from = parseClock(d.from);
  const date = parseDateText(d.date);
  if (from === null || !date.ok) return {};
  if (d.mode === 'hours') {
    const typed = parseHours(d.hours);
    if (typed === null || typed.units <= 0) return {};
    return { to: `ends ${displayTime(endAfterUnits(localInstant(date.date, from), typed.units))}` };
  }
  const to = parseClock(d.to);
  if (to === null || to <= from) return {};
  return { hours: `= ${formatHours(unitsToHours(unitsBetween(from, to)))} h` };
}

/** The hours the entry comes to (typed, or from..to), or null while they are not hours yet. */
function entryHours(d: QuickDraft): number | null {
  if (d.mode === 'hours') {
    const typed = parseHours(d.hours);
    return typed === null ? null : Number(typed.text);
  }
  const from = parseClock(d.from);
  const to = parseClock(d.to);
  return from === null || to === null || to <= from ? null : unitsToHours(unitsBetween(from, to));
}

/**
 * One form, keyboard only: project, contract line, role, date, from and to or hours, description.
 * Enter saves; the form stays, ready for the next entry.
 */
export function QuickEntryForm({ autoFocus = true }: { autoFocus?: boolean }) {
  const draft = useQuickEntry((s) => s.draft);
  const errors = useQuickEntry((s) => s.errors);
  const saving = useQuickEntry((s) => s.saving);
  const patch = useQuickEntry((s) => s.patch);
  const asks = useQuickEntry((s) => s.asks);
  const lines = useLines(draft.projectId);
  const hoursRef = useRef<HTMLInputElement>(null);
  const hint = computed(draft);
  const type = useQuickEntry((s) => s.type);
  const budget = useBudgetHint(draft.projectId, entryHours(draft), draft.editId);

  // A new entry starts where the day's booked time ends (the core's entries of that day).
  useEffect(() => {
    void defaultFrom().catch(() => undefined);
  }, []);

  const submit = async (confirm?: string[]) => {
    try {
      const saved = await useQuickEntry.getState().save(confirm);
      if (!saved) return;
      notify({
        color: 'teal',
        title: draft.editId === null ? 'Entry saved' : 'Entry changed',
        message: `${formatHours(saved.hours)} h on ${draft.projectName}, ${displayTime(saved.from)}–${displayTime(saved.to)}: ${pendingText(useSettings.getState().settings?.mode)}.`,
      });
      hoursRef.current?.focus();
    } catch (err) {
      notifyError('The entry was not saved', errorMessage(err));
    }
  };

  return (
    <form
      aria-label="Quick entry"
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      <Stack gap="sm">
        <ProjectPicker
          label="Project"
          autoFocus={autoFocus}
          value={draft.projectId === null ? null : { id: draft.projectId, name: draft.projectName }}
          error={errors.projectId}
          onChange={(p) => {
            useQuickEntry.getState().pickProject(p.id, p.name);
            void defaultLines(p.id);
          }}
        />
        <SimpleGrid cols={2} spacing="sm">
          <IdPicker
            label="Contract line"
            value={draft.line}
            options={lines.contractLines}
            note={lines.note}
            error={errors.line}
            onChange={(line) => type('line', line)}
          />
          <IdPicker
            label="Role"
            value={draft.role}
            options={lines.roles}
            note={lines.note}
            error={errors.role}
            onChange={(role) => type('role', role)}
          />
        </SimpleGrid>
        <SimpleGrid cols={2} spacing="sm">
          <DateTextInput
            label="Date"
            value={draft.date}
            onChange={(date) => {
              patch({ date });
              void defaultFrom().catch(() => undefined);
            }}
            error={errors.date}
          />
          <ClockTextInput
            label="From"
            value={draft.from}
            placeholder={formatMinutes(9 * 60)}
            error={errors.from}
            onChange={(text) => (text === draft.from ? undefined : type('from', text))}
          />
          <ClockTextInput
            label="To"
            value={draft.mode === 'to' ? draft.to : ''}
            placeholder={hint.to ?? formatMinutes(17 * 60)}
            description={draft.mode === 'hours' ? hint.to : undefined}
            error={errors.to}
            onChange={(text) => patch({ to: text, mode: 'to' })}
          />
          <TextInput
            ref={hoursRef}
            label="Hours"
            value={draft.mode === 'hours' ? draft.hours : ''}
            placeholder={hint.hours ?? '7.5 or 7:30'}
            description={
              draft.mode === 'to' || budget ? (
                <>
                  {draft.mode === 'to' ? hint.hours : null}
                  <BudgetsHint message={budget} />
                </>
              ) : undefined
            }
            error={errors.hours}
            inputMode="decimal"
            onFocus={selectAll}
            onChange={(e) => patch({ hours: e.currentTarget.value, mode: 'hours' })}
          />
        </SimpleGrid>
        <TextInput
          label="Description"
          value={draft.description}
          error={errors.description}
          onChange={(e) => patch({ description: e.currentTarget.value })}
        />
        {asks && (
          <ConfirmChecks
            asks={asks}
            busy={saving}
            onConfirm={() => void submit(confirmCodes(asks))}
            onCancel={() => {
              useQuickEntry.setState({ asks: null });
              hoursRef.current?.focus();
            }}
          />
        )}
        <Group justify="space-between">
          <Text size="xs" c="dimmed">
            Enter saves · the form stays for the next entry
          </Text>
          <Group gap="xs">
            {draft.editId !== null && (
              <Button
                variant="default"
                onClick={() => {
                  useQuickEntry.getState().stopEditing();
                  void defaultFrom().catch(() => undefined);
                }}
              >
                New entry instead
              </Button>
            )}
            <Button type="submit" loading={saving}>
              {draft.editId === null ? 'Save entry' : 'Save changes'}
            </Button>
          </Group>
        </Group>
      </Stack>
    </form>
  );
}
