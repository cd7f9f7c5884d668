import { Button, Group, Stack, Table, Text } from '@mantine/core';
import type { ReadyViewT } from '../../../../shared/app/channels/review';
import { formatHours, formatLocalDate, formatMoney } from '../../components/format';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { i18n } from '../../i18n';
import { notifyError } from '../../models/notify';
import { ProjectAge } from './DataAge';
import { useReview } from './store';
import classes from './Review.module.css';

type Amounts = ReadyViewT['projects'][number]['ready'];

/** Hours and their value in the project's currency; unrated hours said apart. */
function AmountCell({ a, currency, testId }: { a: Amounts; currency: string; testId: string }) {
  const { t } = useTranslation(['review', 'common']);
  if (a.count === 0)
    return (
      <Table.Td className={classes.money} data-testid={testId}>
        <Text span c="dimmed">
          —
        </Text>
      </Table.Td>
    );
  return (
    <Table.Td className={classes.money} data-testid={testId} data-hours={a.hours}>
      <Text size="sm">{t('common:hours', { hours: formatHours(a.hours) })}</Text>
      <Text size="xs" c="dimmed">
        {formatMoney(a.value, currency)}
        {a.unratedHours > 0
          ? t('ready.unrated', { hours: t('common:hours', { hours: formatHours(a.unratedHours) }) })
          : ''}
      </Text>
    </Table.Td>
  );
}

/** Saves the CSV for finance; returns what was saved, or null (the problem is notified). */
async function exportAndReport(): Promise<string | null> {
  const result = await useReview.getState().exportCsv();
  if (result.ok) return i18n.t('review:ready.saved', { file: result.fileName, count: result.rows });
  notifyError(i18n.t('review:ready.notExported'), result.message);
  return null;
}

type ReadyProject = ReadyViewT['projects'][number];

/** Whether a project has anything to invoice or waiting (shown first). */
const busy = (p: ReadyProject) =>
  p.ready.count + p.waitingPm.count + p.waitingTl.count + p.expenses.count > 0;

/** The totals per currency, never summed across currencies. */
function Totals({ totals }: { totals: ReadyViewT['totals'] }) {
  const { t } = useTranslation(['review', 'common']);
  return (
    <Group gap="lg" style={{ rowGap: 4 }} data-testid="review-ready-totals">
      {totals.map((total) => (
        <Text key={total.currency} size="sm" data-currency={total.currency}>
          <Text span fw={600}>
            {t('ready.totalOf', { currency: total.currency })}
          </Text>{' '}
          {t('ready.totalLine', {
            hours: t('common:hours', { hours: formatHours(total.readyHours) }),
            value: formatMoney(total.readyValue, total.currency),
            expenses: formatMoney(total.expenses, total.currency),
          })}
        </Text>
      ))}
    </Group>
  );
}

/** Ready to invoice: per project what is approved and not invoiced, what waits, totals per currency. */
export function ReadyToInvoice() {
  const { t } = useTranslation('review');
  const ready = useReview((s) => s.ready);
  const exporting = useReview((s) => s.exporting);
  const [saved, setSaved] = useState<string | null>(null);
  if (!ready) return null;
  const projects = [...ready.projects.filter(busy), ...ready.projects.filter((p) => !busy(p))];
  return (
    <Stack gap="sm">
      <Group justify="space-between" gap="xs" className={classes.row}>
        <Text size="sm" c="dimmed" maw={640}>
          {t('ready.intro')}
        </Text>
        <Group gap="xs" wrap="nowrap" className={classes.fixed}>
          {saved && (
            <Text size="sm" c="teal" role="status" data-testid="review-export-result">
              {saved}
            </Text>
          )}
          <Button variant="light" loading={exporting} onClick={() => void exportAndReport().then(setSaved)}>
            {t('ready.export')}
          </Button>
        </Group>
      </Group>
      <Totals totals={ready.totals} />
      <Table data-testid="review-ready" className={classes.readyTable} verticalSpacing={6}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('ready.project')}</Table.Th>
            <Table.Th className={classes.amountCol}>{t('ready.readyHead')}</Table.Th>
            <Table.Th className={classes.amountCol} title={t('ready.waitingPmTitle')}>
              {t('ready.waitingPm')}
            </Table.Th>
            <Table.Th className={classes.amountCol} title={t('ready.waitingTlTitle')}>
              {t('ready.waitingTl')}
            </Table.Th>
            <Table.Th className={classes.dateCol}>{t('ready.oldest')}</Table.Th>
            <Table.Th className={classes.expensesCol}>{t('ready.expenses')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {projects.map((p) => (
            <Table.Tr key={p.id} data-testid="review-ready-project" data-project={p.id}>
              <Table.Td>
                <Text size="sm" fw={600} truncate title={p.name}>
                  {p.name}
                </Text>
                {(p.pulledAt === null || !busy(p)) && <ProjectAge pulledAt={p.pulledAt} />}
              </Table.Td>
              <AmountCell a={p.ready} currency={p.currency} testId="ready" />
              <AmountCell a={p.waitingPm} currency={p.currency} testId="waiting-pm" />
              <AmountCell a={p.waitingTl} currency={p.currency} testId="waiting-tl" />
              <Table.Td className={classes.nowrap}>
                {p.oldestWaiting ? (
                  formatLocalDate(p.oldestWaiting)
                ) : (
                  <Text span c="dimmed">
                    —
                  </Text>
                )}
              </Table.Td>
              <Table.Td className={classes.money}>
                {p.expenses.count === 0 ? (
                  <Text span c="dimmed">
                    —
                  </Text>
                ) : (
                  <div title={t('ready.inclVat', { amount: formatMoney(p.expenses.total, p.currency) })}>
                    <Text size="sm">{formatMoney(p.expenses.amountExVat, p.currency)}</Text>
                    <Text size="xs" c="dimmed">
                      {t('ready.expenseCount', { count: p.expenses.count })}
                    </Text>
                  </div>
                )}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Stack>
  );
}
