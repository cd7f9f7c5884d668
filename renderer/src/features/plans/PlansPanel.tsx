import { Alert, Badge, Group, Paper, SegmentedControl, Switch, Text, Title } from '@mantine/core';
import { useEmptyText } from '../setup/empty-state';
import { ListSkeleton } from '../../components/Skeletons';
import { useFirstSyncRunning } from '../sync/first-sync';
import { useEffect, type KeyboardEvent } from 'react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { PlanBrowseViewT } from '../../../../shared/app/channels/plans';
import { formatDate } from '../../components/format';
import { formatDayRange } from '../../../../shared/dates-display';
import { PlanTasks, statusLabel } from './PlanTasks';
import { TASK_STATUSES, usePlans, useSelectedPlan } from './store';
import classes from './Plans.module.css';
import { stageName } from '../projects/stage-name';

const ALL = 'all';
const STAGE_COLOR: Record<string, string> = { Active: 'teal', Proposal: 'blue', Completed: 'gray' };

function Filters() {
  const assignedToMe = usePlans((s) => s.assignedToMe);
  const overdue = usePlans((s) => s.overdue);
  const status = usePlans((s) => s.status);
  const accountId = usePlans((s) => s.accountId);
  const loaded = usePlans((s) => s.loaded);
  const setAssignedToMe = usePlans((s) => s.setAssignedToMe);
  const setOverdue = usePlans((s) => s.setOverdue);
  const setStatus = usePlans((s) => s.setStatus);
  const noAccount = loaded && accountId === null;
  const { t } = useTranslation('plans');
  return (
    <Group gap="lg" mb="sm" align="center">
      <Switch
        label={t('panel.assignedToMe')}
        checked={assignedToMe}
        onChange={(e) => setAssignedToMe(e.currentTarget.checked)}
        disabled={noAccount}
        description={noAccount ? t('panel.chooseAccount') : undefined}
      />
      <Switch
        label={t('panel.overdue')}
        checked={overdue}
        onChange={(e) => setOverdue(e.currentTarget.checked)}
      />
      <Group gap="xs">
        <Text size="sm" id="task-status-label">
          {t('panel.taskStatus')}
        </Text>
        <SegmentedControl
          aria-labelledby="task-status-label"
          size="xs"
          value={status ?? ALL}
          onChange={(v) => setStatus(v === ALL ? null : v)}
          data={[
            { value: ALL, label: t('panel.all') },
            ...TASK_STATUSES.map((s) => ({ value: s, label: statusLabel(s, t) })),
          ]}
        />
      </Group>
    </Group>
  );
}

function dates(p: PlanBrowseViewT, t: TFunction<'plans'>): string {
  if (p.startDate && p.endDate) return formatDayRange(p.startDate, p.endDate);
  if (p.endDate) return `${formatDate(p.startDate)} – ${formatDate(p.endDate)}`;
  return t('panel.openEnd', { start: formatDate(p.startDate) });
}

function PlanList() {
  const plans = usePlans((s) => s.plans);
  const selectedId = usePlans((s) => s.selectedId);
  const select = usePlans((s) => s.select);
  const index = plans.findIndex((p) => p.id === selectedId);
  const { t } = useTranslation('plans');
  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    const target = e.key === 'ArrowDown' ? index + 1 : e.key === 'ArrowUp' ? index - 1 : undefined;
    const next = target === undefined ? undefined : plans[Math.max(0, Math.min(plans.length - 1, target))];
    if (!next) return;
    e.preventDefault();
    select(next.id);
  };
  return (
    <div
      className={classes.list}
      role="listbox"
      aria-label={t('panel.title')}
      tabIndex={0}
      onKeyDown={onKeyDown}
      aria-activedescendant={index >= 0 ? `plan-${selectedId}` : undefined}
    >
      {plans.map((p) => (
        <div
          key={p.id}
          id={`plan-${p.id}`}
          role="option"
          aria-selected={p.id === selectedId}
          className={classes.item}
          onClick={() => select(p.id)}
        >
          <Text size="sm" fw={600} lineClamp={2}>
            {p.name}
          </Text>
          <Text size="xs" c="dimmed" truncate>
            {p.projectName ?? t('panel.noProject')}
          </Text>
          <Group justify="space-between" wrap="nowrap" gap="xs" mt={2}>
            <Text size="xs" c="dimmed">
              {dates(p, t)}
            </Text>
            <Badge
              size="xs"
              variant="light"
              tt="none"
              className={classes.stage}
              color={STAGE_COLOR[p.stage] ?? 'gray'}
            >
              {stageName(p.stage)}
            </Badge>
          </Group>
        </div>
      ))}
    </div>
  );
}

function PlanDetail({ plan }: { plan: PlanBrowseViewT }) {
  const shown = plan.taskLists.reduce((n, l) => n + l.tasks.length, 0);
  const { t } = useTranslation('plans');
  return (
    <Paper
      withBorder
      radius="md"
      p="md"
      className={classes.detail}
      component="article"
      aria-label={t('plan.label')}
    >
      <Group justify="space-between" align="flex-start" mb="md">
        <div>
          <Title order={3} size="h4">
            {plan.name}
          </Title>
          <Text size="sm" c="dimmed">
            {plan.projectName ? t('panel.project', { name: plan.projectName }) : t('panel.noProject')} ·{' '}
            {dates(plan, t)}
          </Text>
        </div>
        <Group gap="xs">
          <Badge variant="light" color={STAGE_COLOR[plan.stage] ?? 'gray'}>
            {stageName(plan.stage)}
          </Badge>
          <Text size="xs" c="dimmed">
            {shown === plan.taskCount
              ? t('plan.tasks', { count: shown })
              : t('plan.tasksShown', { shown, count: plan.taskCount })}
          </Text>
        </Group>
      </Group>
      <PlanTasks plan={plan} />
    </Paper>
  );
}

function Results() {
  const loaded = usePlans((s) => s.loaded);
  const error = usePlans((s) => s.error);
  const count = usePlans((s) => s.plans.length);
  const filtered = usePlans((s) => s.assignedToMe || s.overdue || s.status !== null);
  const selected = useSelectedPlan();
  const emptyText = useEmptyText('plans');
  const firstSync = useFirstSyncRunning();
  const { t } = useTranslation('plans');
  if (error)
    return (
      <Alert color="red" title={t('panel.notRead')} role="alert">
        {error}
      </Alert>
    );
  if (!loaded || (firstSync && count === 0 && !filtered)) return <ListSkeleton label={t('panel.loading')} />;
  if (count === 0)
    return (
      <Text c="dimmed" mt="md">
        {filtered ? t('panel.noMatch') : emptyText}
      </Text>
    );
  return (
    <div className={classes.layout}>
      <PlanList />
      {selected && <PlanDetail plan={selected} />}
    </div>
  );
}

/** Plans, read only: the plan list and the selected plan's task lists, filtered by me, overdue and status. */
export default function PlansPanel() {
  const { t } = useTranslation('plans');
  useEffect(() => {
    void usePlans.getState().refresh();
  }, []);
  return (
    <>
      <Title order={2} size="h3" mb="xs">
        {t('panel.title')}
      </Title>
      <Filters />
      <Results />
    </>
  );
}
