import { Alert, Stack, Table, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
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
  return (
    <>
      <Table.Td className={classes.money}>{e.effort === null ? dash : `${formatHours(e.effort)} h`}</Table.Td>
      <Table.Td className={classes.money}>
        {formatHours(e.booked)} h
        {mine > 0 && (
          <Text size="xs" c="dimmed" style={{ whiteSpace: 'normal' }}>
            + {formatHours(mine)} h mine, not synced yet
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
        {e.left === null ? dash : `${formatHours(e.left)} h`}
      </Table.Td>
    </>
  );
}

/** The booked value (team hours x SalesRate over the pulled window) against TotalProjectValue. */
function ValueCell({ p }: { p: Project }) {
  if (p.valueFrom === null) return <Table.Td className={classes.money}>{dash}</Table.Td>;
  const over = p.totalValue !== null && p.value.value > p.totalValue;
  return (
    <Table.Td className={classes.money} data-testid="budget-value">
      <Text size="sm" c={over ? 'red' : undefined}>
        {formatMoney(p.value.value, p.currency)}
        {p.totalValue !== null && ` of ${formatMoney(p.totalValue, p.currency)}`}
      </Text>
      <Text size="xs" c="dimmed" style={{ whiteSpace: 'normal' }}>
        {formatHours(p.value.hours)} h since {formatLocalDate(p.valueFrom)}
        {p.value.unratedHours > 0 && `, ${formatHours(p.value.unratedHours)} h without a rate`}
      </Text>
    </Table.Td>
  );
}

/** The project rows, then one row per plan and task list under each. */
function ProjectRows({ p }: { p: Project }) {
  return (
    <>
      <Table.Tr data-testid="budget-project" data-project={p.id}>
        <Table.Td>
          <Text size="sm" fw={600} truncate title={p.name}>
            {p.name}
          </Text>
          {p.plans.length === 0 ? (
            <Text size="xs" c="dimmed">
              No plan linked
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
      <Alert color="red" title="The budgets could not be read">
        {error}
      </Alert>
    );
  if (!view) return null;
  return (
    <Stack gap="sm">
      <Text size="sm" c="dimmed" maw={720}>
        Effort is the sum of the plan tasks&apos; effort; booked is their hours booked as the PSA reports
        them, with your own hours not synced yet said apart and taken off what is left. Value is the
        team&apos;s pulled hours at their sales rate since the start of the pull window, against the
        project&apos;s total value.
      </Text>
      <Table data-testid="review-budgets" className={classes.readyTable} verticalSpacing={6}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Project · plan · task list</Table.Th>
            <Table.Th className={classes.amountCol}>Effort</Table.Th>
            <Table.Th className={classes.amountCol}>Booked</Table.Th>
            <Table.Th className={classes.amountCol}>Left</Table.Th>
            <Table.Th className={classes.amountCol} style={{ width: 250 }}>
              Value booked of total
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
