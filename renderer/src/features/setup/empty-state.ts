import { useTranslation } from 'react-i18next';
import { useSettings } from '../settings/store';

/*
 * What an empty list says: with a PSA service, that a sync fetches its records; in an offline-only
 * folder, what works without one (records that only a PSA service makes say so).
 */

/** The empty-list sentence for a kind of record ('companies', 'plans', 'invoices'). */
export function useEmptyText(what: 'companies' | 'plans' | 'invoices'): string {
  const { t } = useTranslation('setup');
  const offline = useSettings((s) => s.settings?.mode === 'offline');
  if (!offline) return t(`empty.${what}Sync`);
  return t(`empty.${what}Offline`, { offline: t('offline.sentence') });
}
