import { SimpleGrid, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDay, formatMonth } from '../../../../shared/dates-display';
import type { ProjectCardViewT } from '../../../../shared/app/channels/projects';
import { formatHours } from '../../components/format';
import { errorMessage, invoke } from '../../contract/client';
import { onTablesChanged } from '../../models/data-changed';
import { i18n } from '../../i18n';

function localToday(): string {
  const d = new Date();
  const p = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${p(d.getMonth() + 1)}-${p(d.getDate())}`;
}

/** The project card's figures from the core: contact, and my hours this week and month (exact sums). */
export function useProjectCard(id: string): { card: ProjectCardViewT | null; error: string | null } {
  const [card, setCard] = useState<ProjectCardViewT | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    const load = () =>
      invoke('projects:card', { id, today: localToday() })
        .then((c) => live && (setCard(c), setError(null)))
        .catch((e: unknown) => live && setError(errorMessage(e)));
    setCard(null);
    void load();
    const stop = onTablesChanged(['timesheets', 'projects', 'contacts'], () => void load());
    return () => {
      live = false;
      stop();
    };
  }, [id]);
  return { card, error };
}

/** The note under a figure that counts hours not synced yet, e.g. "incl. 3 h not synced yet"; null for none. */
export function unsyncedNote(hours: number | undefined): string | null {
  return hours !== undefined && hours > 0
    ? i18n.t('projects:hours.unsynced', { hours: formatHours(hours) })
    : null;
}

function Figure(p: {
  label: string;
  hours: number | undefined;
  unsynced: number | undefined;
  title?: string;
}) {
  const note = unsyncedNote(p.unsynced);
  const { t } = useTranslation('common');
  return (
    <div title={p.title}>
      <Text size="xs" c="dimmed">
        {p.label}
      </Text>
      <Text size="md" fw={600} style={{ fontVariantNumeric: 'tabular-nums' }}>
        {p.hours === undefined ? '…' : t('hours', { hours: formatHours(p.hours) })}
      </Text>
      {note && (
        <Text size="xs" c="dimmed">
          {note}
        </Text>
      )}
    </div>
  );
}

/**
 * My hours on the project this week, this month and in all, up to today (what the local store holds:
 * synced and pending entries, never rejected ones), saying how much is not synced yet.
 */
export function ProjectHours({ card, error }: { card: ProjectCardViewT | null; error: string | null }) {
  const { t } = useTranslation('projects');
  if (error)
    return (
      <Text size="sm" c="red">
        {error}
      </Text>
    );
  if (card && card.accountId === null)
    return (
      <Text size="sm" c="dimmed">
        {t('hours.chooseAccount')}
      </Text>
    );
  return (
    <div role="group" aria-label={t('hours.title')}>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {t('hours.title')}
      </Text>
      <SimpleGrid cols={3} spacing="xs">
        <Figure
          label={t('hours.thisWeek')}
          hours={card?.hoursThisWeek}
          unsynced={card?.unsyncedThisWeek}
          title={card ? t('hours.weekTitle', { start: formatDay(card.weekStart) }) : undefined}
        />
        <Figure
          label={t('hours.thisMonth')}
          hours={card?.hoursThisMonth}
          unsynced={card?.unsyncedThisMonth}
          title={card ? t('hours.monthTitle', { month: formatMonth(card.month) }) : undefined}
        />
        <Figure
          label={t('hours.inAll')}
          hours={card?.hoursTotal}
          unsynced={card?.unsyncedTotal}
          title={t('hours.upToToday')}
        />
      </SimpleGrid>
      {card && card.hoursAfterToday > 0 && (
        <Text size="xs" c="dimmed">
          {t('hours.afterToday', { hours: formatHours(card.hoursAfterToday) })}
        </Text>
      )}
    </div>
  );
}
