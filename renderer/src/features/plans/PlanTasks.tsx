import { Avatar, Badge, Group, Progress, Stack, Table, Text, Title } from '@mantine/core';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { PlanBrowseViewT, PlanTaskViewT } from '../../../../shared/app/channels/plans';
import { formatDate, formatHours } from '../../components/format';
import { formatDayRange } from '../../../../shared/dates-display';
import { TASK_STATUSES, type TaskStatus } from './store';
import classes from './Plans.module.css';

const STATUS_COLOR: Record<TaskStatus, string> = { To_Do: 'gray', In_Progress: 'blue', Done: 'teal' };
const PRIORITY_COLOR: Record<string, string> = { High: 'red', Medium: 'orange', Low: 'gray', None: 'gray' };

/** "6 – 20 Jan 2025": start to due, as the language writes a range in the date style. */
function taskDates(task: PlanTaskViewT, t: TFunction<'plans'>): string {
  const { startDate: start, dueDate: due } = task;
  if (!start && !due) return '—';
  if (!start) return t('tasks.due', { date: formatDate(due) });
  if (!due) return t('tasks.from', { date: formatDate(start) });
  return formatDayRange(start, due);
}

/** A task status in the user's language (a status the app does not know as the PSA wrote it). */
export function statusLabel(status: string, t: TFunction<'plans'>): string {
  return (TASK_STATUSES as readonly string[]).includes(status)
    ? t(`taskStatus.${status as TaskStatus}`)
    : status;
}

/** The milestone's mark (a symbol, named by its title and aria-label). */
const MILESTONE_MARK = '◆';

const PRIORITIES = ['High', 'Medium', 'Low', 'None'] as const;

function priorityLabel(priority: string, t: TFunction<'plans'>): string {
  const known = PRIORITIES.find((p) => p === priority);
  return known ? t(`priority.${known}`) : priority;
}

/** Hours booked against the planned effort: a small bar, red once the effort is exceeded. */
export function EffortBar({ effort, booked }: { effort: number | null; booked: number }) {
  const { t } = useTranslation('plans');
  const text =
    effort === null
      ? t('tasks.booked', { booked: formatHours(booked) })
      : t('tasks.bookedOfEffort', { booked: formatHours(booked), effort: formatHours(effort) });
  if (effort === null || effort <= 0) {
    return (
      <Text size="xs" c="dimmed">
        {text}
      </Text>
    );
  }
  // A ratio for drawing only; the figures shown are the core's exact values.
  const percent = Math.min(100, (booked / effort) * 100);
  const over = booked > effort;
  return (
    <div className={classes.effort}>
      <Progress
        value={percent}
        color={over ? 'red' : 'teal'}
        size="sm"
        aria-label={over ? t('tasks.effortOver', { text }) : t('tasks.effortLabel', { text })}
      />
      <Text size="xs" c={over ? 'red' : 'dimmed'}>
        {text}
      </Text>
    </div>
  );
}

function initials(name: string | null, id: string): string {
  if (!name) return `#${id}`;
  const parts = name.trim().split(/\s+/);
  return ((parts[0]?.[0] ?? '') + (parts.length > 1 ? (parts.at(-1)?.[0] ?? '') : '')).toUpperCase();
}

function Assignees({ task }: { task: PlanTaskViewT }) {
  const { t } = useTranslation('plans');
  if (task.assignees.length === 0)
    return (
      <Text size="xs" c="dimmed">
        {t('tasks.nobody')}
      </Text>
    );
  const names = task.assignees.map((a) => a.name ?? t('tasks.account', { id: a.id })).join(', ');
  return (
    <Avatar.Group spacing={4} title={names} aria-label={t('tasks.assignedTo', { names })}>
      {task.assignees.map((a) => (
        <Avatar key={a.id} size={24} radius="xl" color="initials" name={a.name ?? undefined}>
          {initials(a.name, a.id)}
        </Avatar>
      ))}
    </Avatar.Group>
  );
}

function TaskRow({ task }: { task: PlanTaskViewT }) {
  const { t } = useTranslation('plans');
  return (
    <Table.Tr>
      <Table.Td>
        <Group gap={6} wrap="nowrap">
          {task.milestone && (
            <Text
              span
              c="violet"
              title={t('tasks.milestone')}
              aria-label={t('tasks.milestone')}
              className={classes.milestone}
            >
              {MILESTONE_MARK}
            </Text>
          )}
          <Text size="sm" fw={500} title={task.description ?? undefined}>
            {task.title}
          </Text>
        </Group>
      </Table.Td>
      <Table.Td>
        <Badge size="sm" variant="light" tt="none" color={STATUS_COLOR[task.status as TaskStatus] ?? 'gray'}>
          {statusLabel(task.status, t)}
        </Badge>
      </Table.Td>
      <Table.Td>
        <Text size="sm" c={PRIORITY_COLOR[task.priority] ?? 'gray'}>
          {priorityLabel(task.priority, t)}
        </Text>
      </Table.Td>
      <Table.Td>
        <Text size="xs">{taskDates(task, t)}</Text>
        {task.overdue && (
          <Text size="xs" c="red" fw={600}>
            {t('tasks.overdue')}
          </Text>
        )}
      </Table.Td>
      <Table.Td>
        <EffortBar effort={task.effortHours} booked={task.hoursBooked} />
      </Table.Td>
      <Table.Td>
        <Assignees task={task} />
      </Table.Td>
    </Table.Tr>
  );
}

/** A plan's task lists, each a table of its tasks. */
export function PlanTasks({ plan }: { plan: PlanBrowseViewT }) {
  const { t } = useTranslation('plans');
  return (
    <Stack gap="lg">
      {plan.taskLists.map((list, i) => (
        <section key={`${list.name}-${i}`} aria-label={t('tasks.list', { name: list.name })}>
          <Title order={4} size="h6" mb={4}>
            {list.name}{' '}
            <Text span size="xs" c="dimmed" fw={400}>
              {t('plan.tasks', { count: list.tasks.length })}
            </Text>
          </Title>
          {/* Widths hold the longest head (Dutch PRIORITEIT, German ZUGEWIESEN) with its padding. */}
          <Table verticalSpacing={6} className={classes.tasks}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('tasks.task')}</Table.Th>
                <Table.Th w={120}>{t('tasks.status')}</Table.Th>
                <Table.Th w={112}>{t('tasks.priority')}</Table.Th>
                <Table.Th w={150}>{t('tasks.dates')}</Table.Th>
                <Table.Th w={116}>{t('tasks.effort')}</Table.Th>
                <Table.Th w={128}>{t('tasks.assignees')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {list.tasks.map((t) => (
                <TaskRow key={t.id} task={t} />
              ))}
            </Table.Tbody>
          </Table>
        </section>
      ))}
    </Stack>
  );
}
