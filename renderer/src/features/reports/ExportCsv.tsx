import { Button, Group, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DateTextInput } from '../../components/DateTextInput';
import { parseDateText } from '../../components/date-text';
import { notify, notifyError } from '../../models/notify';
import { ReportCard } from './ReportCard';
import { useReports, type CsvKind } from './store';

const SAVED = { timesheets: 'csv.savedTimesheets', expenses: 'csv.savedExpenses' } as const;

/** CSV export of the signed-in account's timesheets or expenses for a range of days. */
export function ExportCsv() {
  const { t } = useTranslation('reports');
  const range = useReports((s) => s.exportRange);
  const setRange = useReports((s) => s.setExportRange);
  const exporting = useReports((s) => s.exporting);
  const exportCsv = useReports((s) => s.exportCsv);
  const [errors, setErrors] = useState<Record<string, string>>({});

  const onExport = async (kind: CsvKind) => {
    // The days as typed ("mon", "1/11"), read strictly: an impossible day is an error at its field.
    const from = parseDateText(range.from);
    const to = parseDateText(range.to);
    const typed: Record<string, string> = {};
    if (!from.ok) typed.from = from.message;
    if (!to.ok) typed.to = to.message;
    setErrors(typed);
    if (!from.ok || !to.ok) return;
    setRange({ from: from.date, to: to.date });
    const result = await exportCsv(kind);
    if (result.ok) {
      notify({ color: 'teal', message: t(SAVED[kind], { file: result.fileName, count: result.rows }) });
      return;
    }
    setErrors(result.fields);
    if (Object.keys(result.fields).length === 0) notifyError(t('csv.notExported'), result.message);
  };

  return (
    <ReportCard title={t('csv.title')} loading={false} error={null}>
      <Text size="sm" c="dimmed">
        {t('csv.intro')}
      </Text>
      <Group align="flex-start" gap="sm">
        <DateTextInput
          label={t('csv.from')}
          value={range.from}
          onChange={(from) => setRange({ from })}
          error={errors.from}
        />
        <DateTextInput
          label={t('csv.to')}
          value={range.to}
          onChange={(to) => setRange({ to })}
          error={errors.to}
        />
      </Group>
      <Group gap="sm">
        <Button
          variant="light"
          loading={exporting === 'timesheets'}
          disabled={exporting !== null}
          onClick={() => void onExport('timesheets')}
        >
          {t('csv.timesheets')}
        </Button>
        <Button
          variant="light"
          loading={exporting === 'expenses'}
          disabled={exporting !== null}
          onClick={() => void onExport('expenses')}
        >
          {t('csv.expenses')}
        </Button>
      </Group>
    </ReportCard>
  );
}
