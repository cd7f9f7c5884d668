import { formatInstant } from '../../../../shared/dates-display';
import type { SyncOutcomeViewT } from '../../../../shared/app/views';
import { formatHours } from '../../components/format';
import { i18n } from '../../i18n';

type Kind = SyncOutcomeViewT['outcome'];

/** How each sync outcome is named (its key in the sync catalogue) and coloured in the sync center. */
type OutcomeKey =
  'ok' | 'partial' | 'offline' | 'auth' | 'busy' | 'needsConfirmation' | 'notConfigured' | 'error';
const LOOK: Record<Kind, { key: OutcomeKey; color: string }> = {
  ok: { key: 'ok', color: 'teal' },
  partial: { key: 'partial', color: 'yellow' },
  offline: { key: 'offline', color: 'orange' },
  auth: { key: 'auth', color: 'red' },
  busy: { key: 'busy', color: 'gray' },
  'needs-confirmation': { key: 'needsConfirmation', color: 'orange' },
  'not-configured': { key: 'notConfigured', color: 'gray' },
  error: { key: 'error', color: 'red' },
};

/** The look of an outcome name as stored in the history (unknown names fall back to their text). */
export function outcomeLook(outcome: string | null): { label: string; color: string } {
  if (outcome === null) return { label: i18n.t('sync:outcome.running'), color: 'gray' };
  const look = (LOOK as Record<string, { key: OutcomeKey; color: string } | undefined>)[outcome];
  return look
    ? { label: i18n.t(`sync:outcome.${look.key}`), color: look.color }
    : { label: outcome, color: 'gray' };
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
  return ms < 1000
    ? i18n.t('sync:outcome.ms', { n: formatHours(ms) })
    : i18n.t('sync:outcome.seconds', { n: formatHours(Math.round(ms / 100) / 10) });
}
