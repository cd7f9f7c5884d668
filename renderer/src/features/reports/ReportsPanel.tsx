import '@mantine/charts/styles.css';
import '@mantine/dates/styles.css';
import { SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useEffect } from 'react';
import { ExpenseReport } from './ExpenseReport';
import { ExpensesByMonth } from './ExpensesByMonth';
import { ExportCsv } from './ExportCsv';
import { HoursByWeek } from './HoursByWeek';
import { useReports } from './store';
import { Utilization } from './Utilization';

/** Reports on the local store: hours per week, utilization, expenses per month, CSV export, the monthly expense report. */
export default function ReportsPanel() {
  useEffect(() => {
    void useReports.getState().loadAll();
  }, []);
  return (
    <Stack maw={1100} gap="md">
      <div>
        <Title order={2} size="h3">
          Reports
        </Title>
        <Text size="sm" c="dimmed">
          Your own entries on this device, synced or not. Days are calendar days as entered; weeks start on
          Monday.
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
