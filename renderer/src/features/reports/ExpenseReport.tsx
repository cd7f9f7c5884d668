import { ActionIcon, Button, Group, Text } from '@mantine/core';
import { MonthPickerInput } from '@mantine/dates';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ExpenseReportFileT } from '../../../../shared/app/channels/expense-report';
import { errorMessage, invoke } from '../../contract/client';
import { i18n } from '../../i18n';
import { monthLabel, shiftMonth, thisMonth } from './dates';
import { downloadBase64 } from './download';
import { ReportCard } from './ReportCard';

type Kind = 'pdf' | 'zip';
const CHANNEL = { pdf: 'expenseReport:pdf', zip: 'expenseReport:zip' } as const;
const MEDIA_TYPE: Record<Kind, string> = { pdf: 'application/pdf', zip: 'application/zip' };

/** What was saved, in words: "Saved expenses-2026-10.pdf: 5 expenses, 7 receipts." */
function savedText(kind: Kind, r: ExpenseReportFileT & { file: { fileName: string } }): string {
  const file = r.file.fileName;
  const saved =
    kind === 'pdf'
      ? i18n.t('reports:expenseReport.savedPdf', {
          file,
          expenses: i18n.t('reports:expenseReport.expenses', { count: r.expenses }),
          receipts: i18n.t('reports:expenseReport.receipts', { count: r.receipts }),
        })
      : i18n.t('reports:expenseReport.savedZip', {
          file,
          files: i18n.t('reports:expenseReport.files', { count: r.receipts }),
        });
  const problems = r.problems.map((p) => `${p.name} (${p.problem})`).join('; ');
  return problems ? `${saved} ${i18n.t('reports:expenseReport.notIncluded', { problems })}` : saved;
}

/** The monthly expense report: a month, then the PDF or the receipts ZIP, saved where the user chooses. */
export function ExpenseReport() {
  const { t } = useTranslation('reports');
  const [month, setMonth] = useState(() => shiftMonth(thisMonth(), -1));
  const [busy, setBusy] = useState<Kind | null>(null);
  const [status, setStatus] = useState<{ color: string; text: string } | null>(null);

  const save = async (kind: Kind) => {
    setBusy(kind);
    setStatus(null);
    try {
      const report = await invoke(CHANNEL[kind], { month });
      if (report.file === null) {
        setStatus({ color: 'dimmed', text: t('expenseReport.none', { month: monthLabel(month) }) });
        return;
      }
      downloadBase64(report.file.fileName, report.file.dataBase64, MEDIA_TYPE[kind]);
      const text = savedText(kind, { ...report, file: report.file });
      setStatus({ color: report.problems.length > 0 ? 'orange.8' : 'teal.8', text });
    } catch (err) {
      setStatus({ color: 'red', text: t('expenseReport.notSaved', { message: errorMessage(err) }) });
    } finally {
      setBusy(null);
    }
  };

  return (
    <ReportCard title={t('expenseReport.title')} loading={false} error={null}>
      <Text size="sm" c="dimmed">
        {t('expenseReport.intro')}
      </Text>
      <Group gap={4} wrap="nowrap">
        <ActionIcon
          variant="subtle"
          aria-label={t('expenseReport.previous')}
          onClick={() => setMonth((m) => shiftMonth(m, -1))}
        >
          ‹
        </ActionIcon>
        <MonthPickerInput
          w={170}
          // A label, not aria-label: the button's name must hold the month it shows (WCAG 2.5.3).
          label={t('expenseReport.month')}
          labelProps={{ className: 'app-visually-hidden' }}
          value={`${month}-01`}
          onChange={(v) => v && setMonth(String(v).slice(0, 7))}
          data-month={month}
        />
        <ActionIcon
          variant="subtle"
          aria-label={t('expenseReport.next')}
          onClick={() => setMonth((m) => shiftMonth(m, 1))}
        >
          ›
        </ActionIcon>
      </Group>
      <Group gap="sm">
        <Button
          variant="light"
          loading={busy === 'pdf'}
          disabled={busy !== null}
          onClick={() => void save('pdf')}
        >
          {t('expenseReport.savePdf')}
        </Button>
        <Button
          variant="light"
          loading={busy === 'zip'}
          disabled={busy !== null}
          onClick={() => void save('zip')}
        >
          {t('expenseReport.saveZip')}
        </Button>
      </Group>
      <Text size="sm" role="status" c={status?.color} data-testid="expense-report-status">
        {busy !== null
          ? t(busy === 'pdf' ? 'expenseReport.buildingPdf' : 'expenseReport.buildingZip', {
              month: monthLabel(month),
            })
          : status?.text}
      </Text>
    </ReportCard>
  );
}
