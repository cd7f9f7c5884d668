import { unnamed } from '../../../../shared/provisional';
import { ActionIcon, Alert, Group, Text } from '@mantine/core';
import type { TimesheetViewT } from '../../../../shared/app/views';
import { displayTime, formatHours, formatLocalDate } from '../../components/format';
import { EntryBadges } from '../../components/EntryBadges';
import { RowActions } from '../../components/RowActions';
import { UndoBar } from '../../components/UndoBar';
import { useEntries, visibleEntries } from './store';
import { VirtualRows } from '../../components/VirtualRows';
import { continueEntry } from '../timer/TimerControls';
import rows from '../../components/EntryRows.module.css';
import classes from './Entries.module.css';

function Actions({ t }: { t: TimesheetViewT }) {
  const { remove, startFix } = useEntries.getState();
  const label = `${t.description ?? 'entry'} of ${formatLocalDate(t.from)}`;
  return (
    <Group gap={2} wrap="nowrap" justify="flex-end">
      <RowActions
        syncState={t.syncState}
        label={label}
        onFix={() => startFix(t)}
        onRemove={() => remove(t)}
        readOnly={{ text: 'Read-only', title: 'The PSA service does not allow changing it' }}
      />
      {t.syncState !== 'rejected' && (
        // "Continue" on any entry (issue 16 point 2): a timer on its project line and description.
        <ActionIcon
          size="sm"
          variant="subtle"
          aria-label={`Continue ${label} with a timer`}
          title="Continue with a timer"
          onClick={() => void continueEntry(t)}
        >
          ▶
        </ActionIcon>
      )}
    </Group>
  );
}

function Row({ t }: { t: TimesheetViewT }) {
  const line = [
    t.contractLineName ?? (t.contractLineId === null ? null : unnamed('Line', t.contractLineId)),
    t.roleName,
  ]
    .filter(Boolean)
    .join(' · ');
  return (
    <div className={`${rows.row} ${classes.timesheetRow}`} data-timesheet-id={t.id}>
      <Text size="sm" className={rows.nowrap}>
        {formatLocalDate(t.from)}
      </Text>
      <Text size="sm" c="dimmed" className={rows.nowrap}>
        {displayTime(t.from)}–{displayTime(t.to)}
      </Text>
      <div style={{ minWidth: 0 }}>
        <Text size="sm" fw={500} truncate>
          {t.description ?? line}
        </Text>
        <Text size="xs" c="dimmed" truncate>
          {t.projectName ?? `Project ${t.projectId}`}
          {t.description && line ? ` · ${line}` : ''}
        </Text>
      </div>
      <Text size="sm" className={rows.num} fw={600}>
        {formatHours(t.hours)}
      </Text>
      <EntryBadges
        syncState={t.syncState}
        error={t.error}
        approvedByPM={t.approvedByPM}
        approvedByTL={t.approvedByTL}
        invoiceNumber={t.invoiceNumber}
      />
      <Actions t={t} />
      {t.syncState === 'rejected' && t.error && (
        <Text size="xs" c="red" className={rows.reason} role="note">
          Rejected: {t.error}
        </Text>
      )}
    </div>
  );
}

function Header() {
  return (
    <div className={`${rows.row} ${classes.timesheetRow} ${rows.header}`} aria-hidden>
      <span>Date</span>
      <span>Time</span>
      <span>Description · project</span>
      <span className={rows.num}>Hours</span>
      <span>State</span>
      <span />
    </div>
  );
}

/** My timesheet entries, newest first, with sync state, approvals and invoice. */
export function TimesheetList() {
  const items = useEntries((s) => s.items);
  const filter = useEntries((s) => s.filter);
  const loaded = useEntries((s) => s.loaded);
  const error = useEntries((s) => s.error);
  const shown = visibleEntries(items, filter);
  if (error)
    return (
      <Alert color="red" title="Entries could not be read" role="alert">
        {error}
      </Alert>
    );
  return (
    <>
      <UndoBar kind="timesheets" />
      {loaded && shown.length === 0 ? (
        <Text c="dimmed" size="sm">
          {filter === 'all' ? 'No timesheet entries yet.' : 'Nothing here: every entry is synced.'}
        </Text>
      ) : (
        <VirtualRows
          items={shown}
          keyOf={(t) => t.id}
          label="My timesheets"
          header={<Header />}
          renderRow={(t) => <Row t={t} />}
        />
      )}
    </>
  );
}
