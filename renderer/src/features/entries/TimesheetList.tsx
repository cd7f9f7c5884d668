import { ActionIcon, Alert, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TimesheetViewT } from '../../../../shared/app/views';
import { displayTime, formatHours, formatLocalDate } from '../../components/format';
import { unnamedText } from '../../components/unnamed-text';
import { EntryBadges } from '../../components/EntryBadges';
import { RowActions } from '../../components/RowActions';
import { UndoBar } from '../../components/UndoBar';
import { useEntries, visibleEntries } from './store';
import { VirtualRows } from '../../components/VirtualRows';
import { ResizableHeader } from '../../components/columns/ResizableHeader';
import { continueEntry } from '../timer/TimerControls';
import rows from '../../components/EntryRows.module.css';
import classes from './Entries.module.css';

function Actions({ e }: { e: TimesheetViewT }) {
  const { remove, startFix } = useEntries.getState();
  const { t } = useTranslation('entries');
  const date = formatLocalDate(e.from);
  const label =
    e.description === null
      ? t('list.rowLabelPlain', { date })
      : t('list.rowLabel', { description: e.description, date });
  return (
    <Group gap={2} wrap="nowrap" justify="flex-end">
      <RowActions
        syncState={e.syncState}
        label={label}
        onFix={() => startFix(e)}
        onRemove={() => remove(e)}
        readOnly={{ text: t('list.readOnly'), title: t('list.readOnlyTitle') }}
      />
      {e.syncState !== 'rejected' && (
        // "Continue" on any entry (issue 16 point 2): a timer on its project line and description.
        <ActionIcon
          size="sm"
          variant="subtle"
          aria-label={t('list.continue', { label })}
          title={t('list.continueTitle')}
          onClick={() => void continueEntry(e)}
        >
          ▶
        </ActionIcon>
      )}
    </Group>
  );
}

function Row({ e }: { e: TimesheetViewT }) {
  const { t } = useTranslation('entries');
  const line = [
    e.contractLineName ?? (e.contractLineId === null ? null : unnamedText('line', e.contractLineId)),
    e.roleName,
  ]
    .filter(Boolean)
    .join(' · ');
  return (
    <div className={`${rows.row} ${classes.timesheetRow}`} data-timesheet-id={e.id}>
      <Text size="sm" className={rows.nowrap}>
        {formatLocalDate(e.from)}
      </Text>
      <Text size="sm" c="dimmed" className={rows.nowrap}>
        {displayTime(e.from)}–{displayTime(e.to)}
      </Text>
      <div style={{ minWidth: 0 }}>
        <Text size="sm" fw={500} truncate>
          {e.description ?? line}
        </Text>
        <Text size="xs" c="dimmed" truncate>
          {e.projectName ?? t('list.projectFallback', { id: e.projectId })}
          {e.description && line ? ` · ${line}` : ''}
        </Text>
      </div>
      <Text size="sm" className={rows.num} fw={600}>
        {formatHours(e.hours)}
      </Text>
      <EntryBadges
        syncState={e.syncState}
        error={e.error}
        approvedByPM={e.approvedByPM}
        approvedByTL={e.approvedByTL}
        invoiceNumber={e.invoiceNumber}
      />
      <Actions e={e} />
      {e.syncState === 'rejected' && e.error && (
        <Text size="xs" c="red" className={rows.reason} role="note">
          {t('list.rejectedReason', { reason: e.error })}
        </Text>
      )}
    </div>
  );
}

/** Date, time and state can be resized; the description and project take what is left. */
function Header() {
  const { t } = useTranslation('entries');
  return (
    <ResizableHeader
      tableId="timesheets"
      className={`${rows.row} ${classes.timesheetRow} ${rows.header}`}
      columns={[
        {
          id: 'date',
          track: '7.5rem',
          resize: { min: 88, max: 240 },
          title: t('list.date'),
          name: t('list.date'),
        },
        // The time column fits a 12-hour range ("10:30 AM–12:45 PM").
        {
          id: 'time',
          track: '136px',
          resize: { min: 96, max: 260 },
          title: t('list.time'),
          name: t('list.time'),
        },
        { id: 'description', track: 'minmax(0, 1fr)', title: t('list.descriptionProject') },
        { id: 'hours', track: '52px', title: t('list.hours'), className: rows.num },
        {
          id: 'state',
          track: '190px',
          resize: { min: 120, max: 360 },
          title: t('list.state'),
          name: t('list.state'),
        },
        { id: 'actions', track: '128px', title: null },
      ]}
    />
  );
}

/** My timesheet entries, newest first, with sync state, approvals and invoice. */
export function TimesheetList() {
  const items = useEntries((s) => s.items);
  const filter = useEntries((s) => s.filter);
  const loaded = useEntries((s) => s.loaded);
  const error = useEntries((s) => s.error);
  const shown = visibleEntries(items, filter);
  const { t } = useTranslation('entries');
  if (error)
    return (
      <Alert color="red" title={t('list.couldNotRead')} role="alert">
        {error}
      </Alert>
    );
  return (
    <>
      <UndoBar kind="timesheets" />
      {loaded && shown.length === 0 ? (
        <Text c="dimmed" size="sm">
          {filter === 'all' ? t('list.empty') : t('list.emptyOpen')}
        </Text>
      ) : (
        <VirtualRows
          items={shown}
          keyOf={(e) => e.id}
          label={t('list.label')}
          header={<Header />}
          renderRow={(e) => <Row e={e} />}
        />
      )}
    </>
  );
}
