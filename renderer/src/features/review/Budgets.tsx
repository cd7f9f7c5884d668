import { Alert, Stack, Table, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { BudgetsViewT } from '../../../../shared/app/channels/review';
import { formatHours, formatLocalDate, formatMoney } from '../../components/format';
import { errorMessage, invoke } from '../../contract/client';
import { ProjectAge } from './DataAge';
import { useReview } from './store';
import classes from './Review.module.css';

/*
 * Budgets (issue 14 point 4): per reviewed project, its plans' effort against the hours booked as
 * the PSA reports them (my hours not synced yet said apart), what is left (red when over), and the
 * team's booked value over the pulled window against TotalProjectValue. Every sum comes from the
 * core, exact, in the project's currency.
 */

type Project = BudgetsViewT['projects'][number];
type Effort = Pick<Project, 'effort' | 'booked' | 'left'>;

const dash = (
  <Text span c="dimmed">
    —
  </Text>
);

/** Effort, booked and left cells; left in red when the booked hours are past the effort. */
function EffortCells({ e, mine = 0 }: { e: Effort; mine?: number }) {
  const { t } = useTranslation(['review', 'common']);
  const hours = (h: number) => t('common:hours', { hours: formatHours(h) });
  return (
    <>
      <Table.Td className={classes.money}>{e.effort === null ? dash : hours(e.effort)}</Table.Td>
      <Table.Td className={classes.money}>
        {hours(e.booked)}
        {mine > 0 && (
          <Text size="xs" c="dimmed" style={{ whiteSpace: 'normal' }}>
            {t('budgets.mine', { hours: hours(mine) })}
          </Text>
        )}
      </Table.Td>
      <Table.Td
        className={classes.money}
        c={e.left !== null && e.left < 0 ? 'red' : undefined}
        fw={e.left !== null && e.left < 0 ? 600 : undefined}
        data-testid="budget-left"
        data-over={e.left !== null && e.left < 0 ? 'true' : undefined}
      >
        {e.left === null ? dash : hours(e.left)}
      </Table.Td>
    </>
  );
}

/** The booked value (team hours x SalesRate over the pulled window) against TotalProjectValue. */
function ValueCell({ p }: { p: Project }) {
  const { t } = useTranslation(['review', 'common']);
  const hours = (h: number) => t('common:hours', { hours: formatHours(h) });
  if (p.valueFrom === null) return <Table.Td className={classes.money}>{dash}</Table.Td>;
  const over = p.totalValue !== null && p.value.value > p.totalValue;
  return (
    <Table.Td className={classes.money} data-testid="budget-value">
      <Text size="sm" c={over ? 'red' : undefined}>
        {p.totalValue === null
          ? formatMoney(p.value.value, p.currency)
          : t('budgets.valueOf', {
              value: formatMoney(p.value.value, p.currency),
              total: formatMoney(p.totalValue, p.currency),
            })}
      </Text>
      <Text size="xs" c="dimmed" style={{ whiteSpace: 'normal' }}>
        {t(p.value.unratedHours > 0 ? 'budgets.sinceUnrated' : 'budgets.since', {
          hours: hours(p.value.hours),
          date: formatLocalDate(p.valueFrom),
          unrated: hours(p.value.unratedHours),
        })}
      </Text>
    </Table.Td>
  );
}

/** The project rows, then one row per plan and task list under each. */
function ProjectRows({ p }: { p: Project }) {
  const { t } = useTranslation('review');
  return (
    <>
      <Table.Tr data-testid="budget-project" data-project={p.id}>
        <Table.Td>
          <Text size="sm" fw={600} truncate title={p.name}>
            {p.name}
          </Text>
          {p.plans.length === 0 ? (
            <Text size="xs" c="dimmed">
              {t('budgets.noPlan')}
            </Text>
          ) : (
            <ProjectAge pulledAt={p.pulledAt} />
          )}
        </Table.Td>
        <EffortCells e={p} mine={p.mine} />
        <ValueCell p={p} />
      </Table.Tr>
      {p.plans.flatMap((plan) => [
        <Table.Tr key={plan.id} data-testid="budget-plan">
          <Table.Td pl="lg">
            <Text size="sm">{plan.name}</Text>
          </Table.Td>
          <EffortCells e={plan} />
          <Table.Td />
        </Table.Tr>,
        ...plan.lists.map((list) => (
          <Table.Tr key={`${plan.id}:${list.name}`}>
            <Table.Td pl="xl">
              <Text size="xs" c="dimmed">
                {list.name}
              </Text>
            </Table.Td>
            <EffortCells e={list} />
            <Table.Td />
          </Table.Tr>
        )),
      ])}
    </>
  );
}

/** The Budgets tab of the review. */
export function Budgets() {
  const { t } = useTranslation('review');
  const reviewed = useReview((s) => s.reviewed);
  const [view, setView] = useState<BudgetsViewT | null>(null);
  const [error, setError] = useState<string | null>(null);
  // Fetched again whenever the review's projects are (a sync, a mark, a restore).
  useEffect(() => {
    let current = true;
    invoke('review:budgets', {})
      .then((v) => current && (setView(v), setError(null)))
      .catch((err: unknown) => current && setError(errorMessage(err)));
    return () => {
      current = false;
    };
  }, [reviewed]);
  if (error)
    return (
      <Alert color="red" title={t('budgets.failed')}>
        {error}
      </Alert>
    );
  if (!view) return null;
  return (
    <Stack gap="sm">
      <Text size="sm" c="dimmed" maw={720}>
        {t('budgets.intro')}
      </Text>
      <Table data-testid="review-budgets" className={classes.readyTable} verticalSpacing={6}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('budgets.what')}</Table.Th>
            <Table.Th className={classes.amountCol}>{t('budgets.effort')}</Table.Th>
            <Table.Th className={classes.amountCol}>{t('budgets.booked')}</Table.Th>
            <Table.Th className={classes.amountCol}>{t('budgets.left')}</Table.Th>
            <Table.Th className={classes.amountCol} style={{ width: 250 }}>
              {t('budgets.value')}
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {view.projects.map((p) => (
            <ProjectRows key={p.id} p={p} />
          ))}
        </Table.Tbody>
      </Table>
    </Stack>
  );
}
