import { Text } from '@mantine/core';
import { relativeTime, useNow } from '../../components/relative-time';
import { useTranslation } from 'react-i18next';
import { useSync } from '../sync/store';
import classes from './Review.module.css';

/**
 * How old the team data is: the oldest pull among the reviewed projects, and how many were never
 * pulled (their data comes with the next sync). Offline, what is shown is the last pulled state,
 * and it says so.
 */
export function DataAge({ projects }: { projects: readonly { pulledAt: string | null }[] }) {
  const { t } = useTranslation('review');
  const now = useNow();
  const offline = useSync((s) => s.status?.online === false);
  if (projects.length === 0) return null;
  const pulls = projects.flatMap((p) => (p.pulledAt === null ? [] : [p.pulledAt])).sort();
  const never = projects.length - pulls.length;
  const parts = [
    pulls[0] === undefined
      ? t('age.none')
      : t(offline ? 'age.fromOffline' : 'age.from', { when: relativeTime(pulls[0], now) }),
    never > 0 ? t('age.neverPulled', { count: never }) : '',
  ];
  return (
    <Text size="sm" c="dimmed" data-testid="review-data-age" title={pulls[0]}>
      {parts.filter(Boolean).join(' ')}
    </Text>
  );
}

/** A project's own age line: never pulled, its last pull's problem, or nothing when fine (a plain span: one per project). */
export function ProjectAge({ pulledAt, pullError }: { pulledAt: string | null; pullError?: string | null }) {
  const { t } = useTranslation('review');
  const now = useNow();
  if (pullError)
    return (
      <span className={`${classes.age} ${classes.ageError}`}>
        {t('age.pullFailed', { problem: pullError })}
      </span>
    );
  return (
    <span className={classes.age}>
      {pulledAt === null ? t('age.notPulled') : t('age.pulled', { when: relativeTime(pulledAt, now) })}
    </span>
  );
}
