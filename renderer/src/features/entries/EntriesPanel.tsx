import '@mantine/dates/styles.css';
import { Group, SegmentedControl, Text, Title } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
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
  const { t } = useTranslation('entries');
  if (total === 0) return null;
  return (
    <Text size="sm" c="red" aria-live="polite">
      {t('panel.rejected', { count: total })}
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
  const { t } = useTranslation('entries');
  useEffect(() => {
    void useEntries.getState().refresh();
    void useExpenses.getState().refresh();
  }, []);
  return (
    <>
      <Group justify="space-between" align="baseline" mb="xs">
        <Title order={2} size="h3">
          {t('panel.title')}
        </Title>
        <Counts />
      </Group>
      <div className={classes.side}>
        <Group gap="sm">
          <SegmentedControl
            value={kind}
            onChange={(v) => setKind(v === 'expenses' ? 'expenses' : 'timesheets')}
            data={[
              { value: 'timesheets', label: t('panel.timesheets') },
              { value: 'expenses', label: t('panel.expenses') },
            ]}
            aria-label={t('panel.kind')}
          />
          <SegmentedControl
            value={filter}
            onChange={(v) => setFilter(v)}
            data={[
              { value: 'all', label: t('panel.all') },
              { value: 'open', label: t('panel.open') },
              { value: 'rejected', label: t('panel.rejected') },
            ]}
            aria-label={t('panel.show')}
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
