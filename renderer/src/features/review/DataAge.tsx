import { Text } from '@mantine/core';
import { relativeTime, useNow } from '../../components/relative-time';
import { countOf } from '../../../../shared/plural';
import { useSync } from '../sync/store';
import classes from './Review.module.css';

/**
 * How old the team data is: the oldest pull among the reviewed projects, and how many were never
 * pulled (their data comes with the next sync). Offline, what is shown is the last pulled state,
 * and it says so.
 */
export function DataAge({ projects }: { projects: readonly { pulledAt: string | null }[] }) {
  const now = useNow();
  const offline = useSync((s) => s.status?.online === false);
  if (projects.length === 0) return null;
  const pulls = projects.flatMap((p) => (p.pulledAt === null ? [] : [p.pulledAt])).sort();
  const never = projects.length - pulls.length;
  const parts = [
    pulls[0] === undefined
      ? 'No team data yet.'
      : `Team data from ${relativeTime(pulls[0], now)}${offline ? ' (offline: the last pulled state)' : ''}.`,
    never > 0
      ? `${countOf(never, 'project')} not pulled yet: their team data arrives with the next sync.`
      : '',
  ];
  return (
    <Text size="sm" c="dimmed" data-testid="review-data-age" title={pulls[0]}>
      {parts.filter(Boolean).join(' ')}
    </Text>
  );
}

/** A project's own age line: never pulled, its last pull's problem, or nothing when fine (a plain span: one per project). */
export function ProjectAge({ pulledAt, pullError }: { pulledAt: string | null; pullError?: string | null }) {
  const now = useNow();
  if (pullError)
    return <span className={`${classes.age} ${classes.ageError}`}>The last pull failed: {pullError}</span>;
  return (
    <span className={classes.age}>
      {pulledAt === null
        ? 'Not pulled yet: its team data arrives with the next sync'
        : `pulled ${relativeTime(pulledAt, now)}`}
    </span>
  );
}
