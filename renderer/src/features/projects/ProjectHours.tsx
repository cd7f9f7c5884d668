import { SimpleGrid, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
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

function Figure({ label, hours, title }: { label: string; hours: number | undefined; title?: string }) {
  return (
    <div title={title}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="md" fw={600} style={{ fontVariantNumeric: 'tabular-nums' }}>
        {hours === undefined ? '…' : `${formatHours(hours)} h`}
      </Text>
    </div>
  );
}

/** My hours on the project this week, this month and in all (what the local store holds). */
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
          title={card ? `${card.weekStart} to ${card.weekEnd}` : undefined}
        />
        <Figure label="This month" hours={card?.hoursThisMonth} title={card?.month} />
        <Figure label="In all" hours={card?.hoursTotal} />
      </SimpleGrid>
    </div>
  );
}
