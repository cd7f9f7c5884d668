import { Badge, Button, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { WeekEntryT } from '../../../../shared/app/channels/week';
import { displayTime, formatHours } from '../../components/format';
import { SyncStateBadge } from '../../components/SyncStateBadge';
import { errorMessage } from '../../contract/client';
import { notifyError } from '../../models/notify';
import { openQuickEntry } from '../entry/open';
import { useQuickEntry } from '../entry/store';
import { longDay } from './dates';
import { useActiveDate, useWeek } from './store';
import classes from './Week.module.css';
import { unnamedText } from '../../components/unnamed-text';
import { continueEntry } from '../timer/TimerControls';
import { hotkeyText } from '../palette/keys';

function Approvals({ e }: { e: WeekEntryT }) {
  const { t } = useTranslation('week');
  return (
    <>
      {e.approvedByPM && (
        <Badge size="sm" variant="light" color="teal">
          {t('dayList.approvedPM')}
        </Badge>
      )}
      {e.approvedByTL && (
        <Badge size="sm" variant="light" color="teal">
          {t('dayList.approvedTL')}
        </Badge>
      )}
      {e.invoiceNumber && (
        <Badge size="sm" variant="light" color="grape">
          {e.invoiceNumber === 'Draft'
            ? t('dayList.invoiceDraft')
            : t('dayList.invoiced', { number: e.invoiceNumber })}
        </Badge>
      )}
    </>
  );
}

function EntryLine({ e, onDeleted }: { e: WeekEntryT; onDeleted: () => void }) {
  const { t } = useTranslation(['week', 'common']);
  const remove = async () => {
    try {
      await useWeek.getState().deleteEntry(e.id);
      onDeleted();
    } catch (err) {
      notifyError(t('dayList.notDeleted'), errorMessage(err));
    }
  };
  const change = () => {
    useQuickEntry.getState().edit(e);
    openQuickEntry();
  };
  // Each button says which entry it acts on (a screen reader lists them out of their row).
  const [from, to] = [displayTime(e.from), displayTime(e.to)];
  const project = e.projectName ?? unnamedText('project', e.projectId);
  const what = t('dayList.entry', { from, to, project });
  return (
    <li className={classes.entry} aria-label={t('dayList.entry', { from, to, project: e.projectName ?? '' })}>
      <Text size="sm" ff="monospace">
        {displayTime(e.from)}–{displayTime(e.to)}
      </Text>
      <Text size="sm" fw={600} ta="right">
        {t('common:hours', { hours: formatHours(e.hours) })}
      </Text>
      <Stack gap={2} style={{ minWidth: 0 }}>
        <Text size="sm" truncate>
          {project}
          <Text span size="xs" c="dimmed">
            {'  '}
            {`${e.contractLineName ?? unnamedText('line', e.contractLineId ?? '?')} · ${
              e.roleName ?? unnamedText('role', e.roleId ?? '?')
            }`}
          </Text>
        </Text>
        {e.description && (
          <Text size="xs" c="dimmed" truncate>
            {e.description}
          </Text>
        )}
        {e.syncState === 'rejected' && e.error && (
          <Text size="xs" c="red">
            {t('dayList.rejectedBy', { error: e.error })}
          </Text>
        )}
      </Stack>
      <Group gap={6} wrap="nowrap" justify="flex-end">
        <SyncStateBadge state={e.syncState} reason={e.error} entry />
        <Approvals e={e} />
        <Button
          size="compact-xs"
          variant="subtle"
          onClick={() => void continueEntry(e)}
          aria-label={t('dayList.continueLabel', { what })}
        >
          {t('common:continue')}
        </Button>
        {e.editable ? (
          <>
            <Button
              size="compact-xs"
              variant="subtle"
              onClick={change}
              aria-label={t(e.syncState === 'rejected' ? 'dayList.fixLabel' : 'dayList.editLabel', { what })}
            >
              {e.syncState === 'rejected' ? t('common:fix') : t('common:edit')}
            </Button>
            <Button
              size="compact-xs"
              variant="subtle"
              color="red"
              onClick={() => void remove()}
              aria-label={t('dayList.deleteLabel', { what })}
            >
              {t('common:delete')}
            </Button>
          </>
        ) : (
          e.syncState === 'synced' && (
            <Text size="xs" c="dimmed" title={t('dayList.readOnlyTitle')}>
              {t('dayList.readOnly')}
            </Text>
          )
        )}
      </Group>
    </li>
  );
}

/** The active day's entries with from/to, description and every state they are in. */
export function DayList({ onDeleted }: { onDeleted: () => void }) {
  const { t } = useTranslation('week');
  const date = useActiveDate();
  const entries = useWeek((s) => s.view?.entries);
  const total = useWeek((s) => (s.view && date ? s.view.dayTotals[s.view.dates.indexOf(date)] : 0));
  if (!date || !entries) return null;
  const today = entries.filter((e) => e.date === date);
  return (
    <section className={classes.dayList} aria-label={t('dayList.region', { day: longDay(date) })}>
      <Group justify="space-between" mb={4}>
        <Title order={3} size="h5">
          {longDay(date)}
        </Title>
        <Text size="sm" c="dimmed">
          {t('dayList.summary', { count: today.length, hours: formatHours(total ?? 0) })}
        </Text>
      </Group>
      {today.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('dayList.empty', { keys: hotkeyText('mod+N') })}
        </Text>
      ) : (
        <ul style={{ listStyle: 'none', margin: 0, padding: 0 }}>
          {today.map((e) => (
            <EntryLine key={e.id} e={e} onDeleted={onDeleted} />
          ))}
        </ul>
      )}
    </section>
  );
}
