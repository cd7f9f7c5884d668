import { formatInstant } from '../../../../shared/dates-display';
import type { SyncOutcomeViewT } from '../../../../shared/app/views';

type Kind = SyncOutcomeViewT['outcome'];

/** How each sync outcome is named and coloured in the sync center. */
export const OUTCOME_LOOK: Record<Kind, { label: string; color: string }> = {
  ok: { label: 'Synced', color: 'teal' },
  partial: { label: 'Partly synced', color: 'yellow' },
  offline: { label: 'Remote unreachable', color: 'orange' },
  auth: { label: 'Credentials refused', color: 'red' },
  busy: { label: 'Another sync was running', color: 'gray' },
  'needs-confirmation': { label: 'Waiting for your confirmation', color: 'orange' },
  'not-configured': { label: 'Not set up', color: 'gray' },
  error: { label: 'Failed', color: 'red' },
};

/** The look of an outcome name as stored in the history (unknown names fall back to their text). */
export function outcomeLook(outcome: string | null): { label: string; color: string } {
  if (outcome === null) return { label: 'Running or interrupted', color: 'gray' };
  return (
    (OUTCOME_LOOK as Record<string, { label: string; color: string } | undefined>)[outcome] ?? {
      label: outcome,
      color: 'gray',
    }
  );
}

/** An instant as local date and time in the date style, e.g. "21 Nov 2026, 10:15:03". */
export function formatRunInstant(iso: string | null): string {
  return iso ? formatInstant(iso, { seconds: true }) : '—';
}

/** A run's duration, e.g. "1.4 s"; "—" while it has not finished. */
export function formatDuration(startedAt: string, finishedAt: string | null): string {
  if (!finishedAt) return '—';
  const ms = Date.parse(finishedAt) - Date.parse(startedAt);
  if (!Number.isFinite(ms) || ms < 0) return '—';
  return ms < 1000 ? `${ms} ms` : `${(ms / 1000).toFixed(1)} s`;
}
