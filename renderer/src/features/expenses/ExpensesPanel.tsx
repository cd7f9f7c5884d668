import '@mantine/dates/styles.css';
import { Group, SegmentedControl, Text, Title } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ExpenseForm } from './ExpenseForm';
import { ExpenseList } from './ExpenseList';
import { ExpenseTotals } from './ExpenseTotals';
import { useExpenses } from './store';
import classes from './Expenses.module.css';

function Count() {
  const count = useExpenses((s) => s.items.length);
  const unsynced = useExpenses((s) => s.items.filter((e) => e.syncState !== 'synced').length);
  const { t } = useTranslation('expenses');
  return (
    <Text size="sm" c="dimmed" aria-live="polite">
      {t('panel.count', { count })}
      {unsynced > 0 ? ` · ${t('panel.notSynced', { count: unsynced })}` : ''}
    </Text>
  );
}

/** Expenses: the form on the left; my expenses or their totals per project and month on the right. */
export default function ExpensesPanel() {
  const [view, setView] = useState<'list' | 'totals'>('list');
  const { t } = useTranslation('expenses');
  useEffect(() => {
    void useExpenses.getState().refresh();
  }, []);
  return (
    <>
      <Group justify="space-between" align="baseline" mb="xs">
        <Title order={2} size="h3">
          {t('panel.title')}
        </Title>
        <Count />
      </Group>
      <div className={classes.layout}>
        <ExpenseForm />
        <div className={classes.side}>
          <SegmentedControl
            value={view}
            onChange={(v) => setView(v === 'totals' ? 'totals' : 'list')}
            data={[
              { value: 'list', label: t('panel.myExpenses') },
              { value: 'totals', label: t('panel.totals') },
            ]}
            aria-label={t('panel.show')}
            w={260}
          />
          {view === 'list' ? <ExpenseList /> : <ExpenseTotals />}
        </div>
      </div>
    </>
  );
}
