import { ActionIcon, Button, Group, Text } from '@mantine/core';
import { MonthPickerInput } from '@mantine/dates';
import { useState } from 'react';
import type { ExpenseReportFileT } from '../../../../shared/app/channels/expense-report';
import { countOf } from '../../../../shared/plural';
import { errorMessage, invoke } from '../../contract/client';
import { monthLabel, shiftMonth, thisMonth } from './dates';
import { downloadBase64 } from './download';
import { ReportCard } from './ReportCard';

type Kind = 'pdf' | 'zip';
const CHANNEL = { pdf: 'expenseReport:pdf', zip: 'expenseReport:zip' } as const;
const MEDIA_TYPE: Record<Kind, string> = { pdf: 'application/pdf', zip: 'application/zip' };

/** What was saved, in words: "Saved expenses-2026-10.pdf: 5 expenses, 7 receipts." */
function savedText(kind: Kind, r: ExpenseReportFileT & { file: { fileName: string } }): string {
  const held =
    kind === 'pdf'
      ? `${countOf(r.expenses, 'expense')}, ${countOf(r.receipts, 'receipt')}`
      : `${countOf(r.receipts, 'receipt file')} and index.csv`;
  const problems = r.problems.map((p) => `${p.name} (${p.problem})`).join('; ');
  return `Saved ${r.file.fileName}: ${held}.${problems ? ` Not included as they are: ${problems}.` : ''}`;
}

/** The monthly expense report: a month, then the PDF or the receipts ZIP, saved where the user chooses. */
export function ExpenseReport() {
  const [month, setMonth] = useState(() => shiftMonth(thisMonth(), -1));
  const [busy, setBusy] = useState<Kind | null>(null);
  const [status, setStatus] = useState<{ color: string; text: string } | null>(null);

  const save = async (kind: Kind) => {
    setBusy(kind);
    setStatus(null);
    try {
      const report = await invoke(CHANNEL[kind], { month });
      if (report.file === null) {
        setStatus({ color: 'dimmed', text: `No expenses in ${monthLabel(month)}: nothing saved.` });
        return;
      }
      downloadBase64(report.file.fileName, report.file.dataBase64, MEDIA_TYPE[kind]);
      const text = savedText(kind, { ...report, file: report.file });
      setStatus({ color: report.problems.length > 0 ? 'orange.8' : 'teal.8', text });
    } catch (err) {
      setStatus({ color: 'red', text: `Not saved: ${errorMessage(err)}` });
    } finally {
      setBusy(null);
    }
  };

  return (
    <ReportCard title="Monthly expense report" loading={false} error={null}>
      <Text size="sm" c="dimmed">
        Your expenses of a month by project and category with totals per currency and every receipt, as a PDF;
        the original receipt files with a CSV index, as a ZIP.
      </Text>
      <Group gap={4} wrap="nowrap">
        <ActionIcon
          variant="subtle"
          aria-label="Previous report month"
          onClick={() => setMonth((m) => shiftMonth(m, -1))}
        >
          ‹
        </ActionIcon>
        <MonthPickerInput
          w={170}
          aria-label="Report month"
          value={`${month}-01`}
          onChange={(v) => v && setMonth(String(v).slice(0, 7))}
          data-month={month}
        />
        <ActionIcon
          variant="subtle"
          aria-label="Next report month"
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
          Save PDF
        </Button>
        <Button
          variant="light"
          loading={busy === 'zip'}
          disabled={busy !== null}
          onClick={() => void save('zip')}
        >
          Save receipts ZIP
        </Button>
      </Group>
      <Text size="sm" role="status" c={status?.color} data-testid="expense-report-status">
        {busy !== null
          ? `Building the ${busy === 'pdf' ? 'PDF' : 'ZIP'} of ${monthLabel(month)}…`
          : status?.text}
      </Text>
    </ReportCard>
  );
}
