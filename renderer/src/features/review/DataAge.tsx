import { Text } from '@mantine/core';
import { relativeTime, useNow } from '../../components/relative-time';
import { useSync } from '../sync/store';

/**
 * How old the team data is: the oldest pull among the reviewed projects. Offline, what is shown is
 * the last pulled state, and it says so; a project never pulled says its data comes with a sync.
 */
export function DataAge({ oldestPull, anyProject }: { oldestPull: string | null; anyProject: boolean }) {
  const now = useNow();
  const offline = useSync((s) => s.status?.online === false);
  if (!anyProject) return null;
  const text =
    oldestPull === null
      ? 'Some projects have no team data yet: it arrives with the next sync.'
      : `Team data from ${relativeTime(oldestPull, now)}${offline ? ' (offline: the last pulled state)' : ''}.`;
  return (
    <Text size="sm" c="dimmed" data-testid="review-data-age" title={oldestPull ?? undefined}>
      {text}
    </Text>
  );
}

/** A project's own age line: never pulled, its last pull's problem, or nothing when fine. */
export function ProjectAge({ pulledAt, pullError }: { pulledAt: string | null; pullError?: string | null }) {
  const now = useNow();
  if (pullError)
    return (
      <Text size="xs" c="red" span>
        The last pull failed: {pullError}
      </Text>
    );
  return (
    <Text size="xs" c="dimmed" span>
      {pulledAt === null
        ? 'Not pulled yet: its team data arrives with the next sync'
        : `pulled ${relativeTime(pulledAt, now)}`}
    </Text>
  );
}
