import { Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { parseHours, unitsOfHours } from '../../components/hours-text';
import { invoke } from '../../contract/client';

/*
 * The budget hint of the entry forms (issue 14 point 4): "12 of 40 h left on Rollout / Fase 1"
 * when an entry would push its project's plan past its effort. The core computes it offline from
 * the pulled plans and the unsent entries; this is a hint, never a refusal: saving goes on.
 */

/**
 * The warning for an entry of `hours` on the project (null: it fits, no plan, or nothing typed).
 * `entryId`: the unsent entry being changed. Answers to an older question than the latest are dropped.
 */
export function useBudgetHint(projectId: string | null, hours: number | null, entryId?: string | null) {
  const [message, setMessage] = useState<string | null>(null);
  useEffect(() => {
    if (projectId === null || hours === null || hours <= 0) {
      setMessage(null);
      return;
    }
    let current = true;
    invoke('review:budgetHint', { projectId, hours, ...(entryId ? { entryId } : {}) })
      .then((hint) => current && setMessage(hint?.message ?? null))
      // A hint that cannot be computed is no hint: the entry itself is checked on save.
      .catch(() => current && setMessage(null));
    return () => {
      current = false;
    };
  }, [projectId, hours, entryId]);
  return message;
}

/** The warning as shown under an hours field (orange, announced politely). */
export function BudgetsHint({ message, id }: { message: string | null; id?: string }) {
  if (!message) return null;
  return (
    <Text span size="xs" c="orange" data-testid="budget-hint" id={id} role="status" display="block">
      {message}
    </Text>
  );
}

/**
 * The hint while hours are typed into a week cell: the cell's new total less what it holds is the
 * entry that typing adds (a lower total adds nothing, so it warns of nothing).
 */
export function CellBudgetHint(p: { projectId: string; text: string; current: number; where: string }) {
  const typed = parseHours(p.text);
  const added = typed === null ? 0 : typed.units - (unitsOfHours(p.current) ?? 0);
  const message = useBudgetHint(p.projectId, added > 0 ? added / 10_000 : null);
  return message ? (
    <Text size="sm" c="orange" data-testid="budget-hint" role="status" mt={4}>
      {p.where}: {message}
    </Text>
  ) : null;
}
