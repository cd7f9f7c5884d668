import { Badge, Button, Group, Stack, Text, Title } from '@mantine/core';
import type { WeekEntryT } from '../../../../shared/app/channels/week';
import { formatHours } from '../../../../shared/app/entry-time';
import { displayTime } from '../../components/format';
import { SyncStateBadge } from '../../components/SyncStateBadge';
import { errorMessage } from '../../contract/client';
import { notifyError } from '../../models/notify';
import { openQuickEntry } from '../entry/open';
import { useQuickEntry } from '../entry/store';
import { longDay } from './dates';
import { useActiveDate, useWeek } from './store';
import classes from './Week.module.css';
import { unnamed } from '../../../../shared/provisional';
import { continueEntry } from '../timer/TimerControls';

const READ_ONLY = 'Synced entries are read-only: the PSA API cannot change or delete them.';

function Approvals({ e }: { e: WeekEntryT }) {
  return (
    <>
      {e.approvedByPM && (
        <Badge size="sm" variant="light" color="teal">
          Approved PM
        </Badge>
      )}
      {e.approvedByTL && (
        <Badge size="sm" variant="light" color="teal">
          Approved TL
        </Badge>
      )}
      {e.invoiceNumber && (
        <Badge size="sm" variant="light" color="grape">
          {e.invoiceNumber === 'Draft' ? 'Invoice draft' : `Invoiced ${e.invoiceNumber}`}
        </Badge>
      )}
    </>
  );
}

function EntryLine({ e, onDeleted }: { e: WeekEntryT; onDeleted: () => void }) {
  const remove = async () => {
    try {
      await useWeek.getState().deleteEntry(e.id);
      onDeleted();
    } catch (err) {
      notifyError('The entry was not deleted', errorMessage(err));
    }
  };
  const change = () => {
    useQuickEntry.getState().edit(e);
    openQuickEntry();
  };
  // Each button says which entry it acts on (a screen reader lists them out of their row).
  const what = `${displayTime(e.from)} to ${displayTime(e.to)}, ${e.projectName ?? unnamed('Project', e.projectId)}`;
  return (
    <li
      className={classes.entry}
      aria-label={`${displayTime(e.from)} to ${displayTime(e.to)}, ${e.projectName ?? ''}`}
    >
      <Text size="sm" ff="monospace">
        {displayTime(e.from)}–{displayTime(e.to)}
      </Text>
      <Text size="sm" fw={600} ta="right">
        {formatHours(e.hours)} h
      </Text>
      <Stack gap={2} style={{ minWidth: 0 }}>
        <Text size="sm" truncate>
          {e.projectName ?? unnamed('Project', e.projectId)}
          <Text span size="xs" c="dimmed">
            {'  '}
            {e.contractLineName ?? unnamed('Line', e.contractLineId ?? '?')} ·{' '}
            {e.roleName ?? unnamed('Role', e.roleId ?? '?')}
          </Text>
        </Text>
        {e.description && (
          <Text size="xs" c="dimmed" truncate>
            {e.description}
          </Text>
        )}
        {e.syncState === 'rejected' && e.error && (
          <Text size="xs" c="red">
            Rejected by the remote: {e.error}
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
          aria-label={`Continue the entry ${what} with a timer`}
        >
          Continue
        </Button>
        {e.editable ? (
          <>
            <Button
              size="compact-xs"
              variant="subtle"
              onClick={change}
              aria-label={`${e.syncState === 'rejected' ? 'Fix' : 'Edit'} the entry ${what}`}
            >
              {e.syncState === 'rejected' ? 'Fix' : 'Edit'}
            </Button>
            <Button
              size="compact-xs"
              variant="subtle"
              color="red"
              onClick={() => void remove()}
              aria-label={`Delete the entry ${what}`}
            >
              Delete
            </Button>
          </>
        ) : (
          e.syncState === 'synced' && (
            <Text size="xs" c="dimmed" title={READ_ONLY}>
              read-only
            </Text>
          )
        )}
      </Group>
    </li>
  );
}

/** The active day's entries with from/to, description and every state they are in. */
export function DayList({ onDeleted }: { onDeleted: () => void }) {
  const date = useActiveDate();
  const entries = useWeek((s) => s.view?.entries);
  const total = useWeek((s) => (s.view && date ? s.view.dayTotals[s.view.dates.indexOf(date)] : 0));
  if (!date || !entries) return null;
  const today = entries.filter((e) => e.date === date);
  return (
    <section className={classes.dayList} aria-label={`Entries of ${longDay(date)}`}>
      <Group justify="space-between" mb={4}>
        <Title order={3} size="h5">
          {longDay(date)}
        </Title>
        <Text size="sm" c="dimmed">
          {today.length === 1 ? '1 entry' : `${today.length} entries`} · {formatHours(total ?? 0)} h
        </Text>
      </Group>
      {today.length === 0 ? (
        <Text size="sm" c="dimmed">
          No entries on this day. Type hours into the grid, or open quick entry (Ctrl/⌘+N).
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
