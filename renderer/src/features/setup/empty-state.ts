import { useSettings } from '../settings/store';
import { OFFLINE_SENTENCE } from './OfflineProjects';

/*
 * What an empty list says: with a PSA service, that a sync fetches its records; in an offline-only
 * folder, what works without one (records that only a PSA service makes say so).
 */

/** The empty-list sentence for a kind of record ('companies', 'plans', 'invoices'). */
export function useEmptyText(what: 'companies' | 'plans' | 'invoices'): string {
  const offline = useSettings((s) => s.settings?.mode === 'offline');
  if (!offline)
    return what === 'companies'
      ? 'Nothing here yet. Sync with your PSA service to fetch them.'
      : `No ${what} yet. Sync with your PSA service to fetch them.`;
  if (what === 'companies')
    return `No companies yet. ${OFFLINE_SENTENCE} Companies named in an imported file appear here.`;
  return `No ${what} here: ${what} come from a PSA service. ${OFFLINE_SENTENCE}`;
}
