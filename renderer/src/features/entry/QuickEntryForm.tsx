import { Button, Group, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useEffect, useRef, type FocusEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { localInstant, parseClock, unitsBetween, unitsToHours } from '../../../../shared/app/entry-time';
import { parseDateText } from '../../components/date-text';
import { ConfirmChecks, confirmCodes } from '../../components/ConfirmChecks';
import { ClockTextInput } from '../../components/ClockTextInput';
import { DateTextInput } from '../../components/DateTextInput';
import { formatMinutes } from '../../../../shared/dates-display';
import { endAfterUnits, parseHours } from '../../components/hours-text';
import { displayTime, formatHours } from '../../components/format';
import { errorMessage } from '../../contract/client';
import { notify, notifyError } from '../../models/notify';
import { pendingText } from '../../models/pending-text';
import { useSettings } from '../settings/store';
import { BudgetsHint, useBudgetHint } from '../review/BudgetsHint';
import { IdPicker } from './IdPicker';
import { choiceNote, useLines } from './lines';
import { ProjectPicker } from '../../components/ProjectPicker';
import { defaultFrom, defaultLines } from './defaults';
import { useQuickEntry, type QuickDraft } from './store';
import { i18n } from '../../i18n';

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
    const end = displayTime(endAfterUnits(localInstant(date.date, from), typed.units));
    return { to: i18n.t('entry:form.endsAt', { time: end }) };
  }
  const to = parseClock(d.to);
  if (to === null || to <= from) return {};
  return {
    hours: i18n.t('entry:form.comesTo', { hours: formatHours(unitsToHours(unitsBetween(from, to))) }),
  };
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
  const { t } = useTranslation('entry');

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
        title: draft.editId === null ? t('form.saved') : t('form.changed'),
        message: t('form.savedMessage', {
          hours: formatHours(saved.hours),
          project: draft.projectName,
          from: displayTime(saved.from),
          to: displayTime(saved.to),
          pending: pendingText(useSettings.getState().settings?.mode),
        }),
      });
      hoursRef.current?.focus();
    } catch (err) {
      notifyError(t('form.notSaved'), errorMessage(err));
    }
  };

  return (
    <form
      aria-label={t('form.name')}
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      <Stack gap="sm">
        <ProjectPicker
          label={t('form.project')}
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
            label={t('form.contractLine')}
            kind={t('kind.line')}
            value={draft.line}
            options={lines.contractLines}
            note={choiceNote(lines, 'lines')}
            error={errors.line}
            onChange={(line) => type('line', line)}
          />
          <IdPicker
            label={t('form.role')}
            kind={t('kind.role')}
            value={draft.role}
            options={lines.roles}
            note={choiceNote(lines, 'roles')}
            error={errors.role}
            onChange={(role) => type('role', role)}
          />
        </SimpleGrid>
        <SimpleGrid cols={2} spacing="sm">
          <DateTextInput
            label={t('form.date')}
            value={draft.date}
            onChange={(date) => {
              patch({ date });
              void defaultFrom().catch(() => undefined);
            }}
            error={errors.date}
          />
          <ClockTextInput
            label={t('form.from')}
            value={draft.from}
            placeholder={formatMinutes(9 * 60)}
            error={errors.from}
            onChange={(text) => (text === draft.from ? undefined : type('from', text))}
          />
          <ClockTextInput
            label={t('form.to')}
            value={draft.mode === 'to' ? draft.to : ''}
            // The end typed hours come to is said once, under the field (read with it), never
            // also as the placeholder: no example time either then, it would contradict the end.
            placeholder={hint.to ? undefined : formatMinutes(17 * 60)}
            description={draft.mode === 'hours' ? hint.to : undefined}
            error={errors.to}
            onChange={(text) => patch({ to: text, mode: 'to' })}
          />
          <TextInput
            ref={hoursRef}
            label={t('form.hours')}
            value={draft.mode === 'hours' ? draft.hours : ''}
            placeholder={hint.hours ? undefined : t('form.hoursPlaceholder')}
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
          label={t('form.description')}
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
            {t('form.enterSaves')}
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
                {t('form.newInstead')}
              </Button>
            )}
            <Button type="submit" loading={saving}>
              {draft.editId === null ? t('form.saveEntry') : t('form.saveChanges')}
            </Button>
          </Group>
        </Group>
      </Stack>
    </form>
  );
}
