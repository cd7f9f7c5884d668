import { SimpleGrid, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { formatDay } from '../../../../shared/dates-display';
import type { ProjectCardViewT } from '../../../../shared/app/channels/projects';
import { formatHours } from '../../components/format';
import { errorMessage, invoke } from '../../contract/client';
import { onTablesChanged } from '../../models/data-changed';

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
  return hours !== undefined && hours > 0 ? `incl. ${formatHours(hours)} h not synced yet` : null;
}

function Figure(p: {
  label: string;
  hours: number | undefined;
  unsynced: number | undefined;
  title?: string;
}) {
  const note = unsyncedNote(p.unsynced);
  return (
    <div title={p.title}>
      <Text size="xs" c="dimmed">
        {p.label}
      </Text>
      <Text size="md" fw={600} style={{ fontVariantNumeric: 'tabular-nums' }}>
        {p.hours === undefined ? '…' : `${formatHours(p.hours)} h`}
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
  if (error)
    return (
      <Text size="sm" c="red">
        {error}
      </Text>
    );
  if (card && card.accountId === null)
    return (
      <Text size="sm" c="dimmed">
        Choose your account in Settings to see your hours here.
      </Text>
    );
  return (
    <div role="group" aria-label="My hours">
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        My hours
      </Text>
      <SimpleGrid cols={3} spacing="xs">
        <Figure
          label="This week"
          hours={card?.hoursThisWeek}
          unsynced={card?.unsyncedThisWeek}
          title={card ? `${formatDay(card.weekStart)} to today` : undefined}
        />
        <Figure
          label="This month"
          hours={card?.hoursThisMonth}
          unsynced={card?.unsyncedThisMonth}
          title={card ? `${card.month}, to today` : undefined}
        />
        <Figure label="In all" hours={card?.hoursTotal} unsynced={card?.unsyncedTotal} title="Up to today" />
      </SimpleGrid>
      {card && card.hoursAfterToday > 0 && (
        <Text size="xs" c="dimmed">
          {formatHours(card.hoursAfterToday)} h dated after today not counted yet.
        </Text>
      )}
    </div>
  );
}
