import '@mantine/charts/styles.css';
import '@mantine/dates/styles.css';
import { SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { ExpenseReport } from './ExpenseReport';
import { ExpensesByMonth } from './ExpensesByMonth';
import { ExportCsv } from './ExportCsv';
import { HoursByWeek } from './HoursByWeek';
import { useDisplay } from '../../i18n/display';
import { useReports } from './store';
import { Utilization } from './Utilization';

/** Reports on the local store: hours per week, utilization, expenses per month, CSV export, the monthly expense report. */
export default function ReportsPanel() {
  const { t } = useTranslation('reports');
  // The weeks the charts cut (the week start setting, or the language's custom).
  const sunday = useDisplay((s) => s.firstDay) === 7;
  useEffect(() => {
    void useReports.getState().loadAll();
  }, []);
  return (
    <Stack maw={1100} gap="md">
      <div>
        <Title order={2} size="h3">
          {t('panel.title')}
        </Title>
        <Text size="sm" c="dimmed">
          {t(sunday ? 'panel.introSunday' : 'panel.intro')}
        </Text>
      </div>
      <HoursByWeek />
      <Utilization />
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md" style={{ alignItems: 'start' }}>
        <ExpensesByMonth />
        <Stack gap="md">
          <ExportCsv />
          <ExpenseReport />
        </Stack>
      </SimpleGrid>
    </Stack>
  );
}
