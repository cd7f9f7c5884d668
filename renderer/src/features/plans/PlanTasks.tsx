import { Avatar, Badge, Group, Progress, Stack, Table, Text, Title } from '@mantine/core';
import type { PlanBrowseViewT, PlanTaskViewT } from '../../../../shared/app/channels/plans';
import { formatDate } from '../../components/format';
import { formatDayRange } from '../../../../shared/dates-display';
import { TASK_STATUS_LABEL, type TaskStatus } from './store';
import classes from './Plans.module.css';

const STATUS_COLOR: Record<TaskStatus, string> = { To_Do: 'gray', In_Progress: 'blue', Done: 'teal' };
const PRIORITY_COLOR: Record<string, string> = { High: 'red', Medium: 'orange', Low: 'gray', None: 'gray' };
const hoursFormat = new Intl.NumberFormat(undefined, { maximumFractionDigits: 2 });

/** "6 – 20 Jan 2025": start to due, as the language writes a range in the date style. */
function taskDates(task: PlanTaskViewT): string {
  const { startDate: start, dueDate: due } = task;
  if (!start && !due) return '—';
  if (!start) return `Due ${formatDate(due)}`;
  if (!due) return `From ${formatDate(start)}`;
  return formatDayRange(start, due);
}

function statusLabel(status: string): string {
  return TASK_STATUS_LABEL[status as TaskStatus] ?? status;
}

/** Hours booked against the planned effort: a small bar, red once the effort is exceeded. */
export function EffortBar({ effort, booked }: { effort: number | null; booked: number }) {
  const text =
    effort === null
      ? `${hoursFormat.format(booked)} h booked`
      : `${hoursFormat.format(booked)} / ${hoursFormat.format(effort)} h`;
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
        aria-label={`Effort: ${text}${over ? ', over the estimate' : ''}`}
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
  if (task.assignees.length === 0)
    return (
      <Text size="xs" c="dimmed">
        Nobody
      </Text>
    );
  const names = task.assignees.map((a) => a.name ?? `Account ${a.id}`).join(', ');
  return (
    <Avatar.Group spacing={4} title={names} aria-label={`Assigned to ${names}`}>
      {task.assignees.map((a) => (
        <Avatar key={a.id} size={24} radius="xl" color="initials" name={a.name ?? undefined}>
          {initials(a.name, a.id)}
        </Avatar>
      ))}
    </Avatar.Group>
  );
}

function TaskRow({ task }: { task: PlanTaskViewT }) {
  return (
    <Table.Tr>
      <Table.Td>
        <Group gap={6} wrap="nowrap">
          {task.milestone && (
            <Text span c="violet" title="Milestone" aria-label="Milestone" className={classes.milestone}>
              ◆
            </Text>
          )}
          <Text size="sm" fw={500} title={task.description ?? undefined}>
            {task.title}
          </Text>
        </Group>
      </Table.Td>
      <Table.Td>
        <Badge size="sm" variant="light" tt="none" color={STATUS_COLOR[task.status as TaskStatus] ?? 'gray'}>
          {statusLabel(task.status)}
        </Badge>
      </Table.Td>
      <Table.Td>
        <Text size="sm" c={PRIORITY_COLOR[task.priority] ?? 'gray'}>
          {task.priority}
        </Text>
      </Table.Td>
      <Table.Td>
        <Text size="xs">{taskDates(task)}</Text>
        {task.overdue && (
          <Text size="xs" c="red" fw={600}>
            Overdue
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
  return (
    <Stack gap="lg">
      {plan.taskLists.map((list, i) => (
        <section key={`${list.name}-${i}`} aria-label={`Task list ${list.name}`}>
          <Title order={4} size="h6" mb={4}>
            {list.name}{' '}
            <Text span size="xs" c="dimmed" fw={400}>
              {list.tasks.length === 1 ? '1 task' : `${list.tasks.length} tasks`}
            </Text>
          </Title>
          <Table verticalSpacing={6} className={classes.tasks}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Task</Table.Th>
                <Table.Th w={120}>Status</Table.Th>
                <Table.Th w={80}>Priority</Table.Th>
                <Table.Th w={150}>Start – due</Table.Th>
                <Table.Th w={116}>Effort</Table.Th>
                <Table.Th w={96}>Assignees</Table.Th>
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
