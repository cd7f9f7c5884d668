import '@mantine/dates/styles.css';
import { Group, SegmentedControl, Text, Title } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useNavigation } from '../../models/navigation';
import { ExpenseList } from '../expenses/ExpenseList';
import { useEntries } from './store';
import { useExpenses } from '../expenses/store';
import { TimesheetFixForm } from './TimesheetFixForm';
import { TimesheetList } from './TimesheetList';
import classes from './Entries.module.css';

function Counts() {
  const rejected = useEntries((s) => s.items.filter((t) => t.syncState === 'rejected').length);
  const rejectedExpenses = useExpenses((s) => s.items.filter((e) => e.syncState === 'rejected').length);
  const total = rejected + rejectedExpenses;
  if (total === 0) return null;
  return (
    <Text size="sm" c="red" aria-live="polite">
      {total === 1 ? '1 entry was rejected' : `${total} entries were rejected`}: fix or discard them.
    </Text>
  );
}

/**
 * Every local timesheet and expense with where it stands: pending, sending, synced or rejected
 * (with the remote's reason, Fix and Discard), approvals and invoice.
 */
export default function EntriesPanel() {
  const [kind, setKind] = useState<'timesheets' | 'expenses'>('timesheets');
  const filter = useEntries((s) => s.filter);
  const setFilter = useEntries((s) => s.setFilter);
  const go = useNavigation((s) => s.go);
  useEffect(() => {
    void useEntries.getState().refresh();
    void useExpenses.getState().refresh();
  }, []);
  return (
    <>
      <Group justify="space-between" align="baseline" mb="xs">
        <Title order={2} size="h3">
          Entries
        </Title>
        <Counts />
      </Group>
      <div className={classes.side}>
        <Group gap="sm">
          <SegmentedControl
            value={kind}
            onChange={(v) => setKind(v === 'expenses' ? 'expenses' : 'timesheets')}
            data={[
              { value: 'timesheets', label: 'Timesheets' },
              { value: 'expenses', label: 'Expenses' },
            ]}
            aria-label="Entry kind"
          />
          <SegmentedControl
            value={filter}
            onChange={(v) => setFilter(v)}
            data={[
              { value: 'all', label: 'All' },
              { value: 'open', label: 'Not synced' },
              { value: 'rejected', label: 'Rejected' },
            ]}
            aria-label="Show"
          />
        </Group>
        {kind === 'timesheets' ? (
          <TimesheetList />
        ) : (
          <ExpenseList filter={filter} onOpenForm={() => go('expenses')} />
        )}
      </div>
      <TimesheetFixForm />
    </>
  );
}
