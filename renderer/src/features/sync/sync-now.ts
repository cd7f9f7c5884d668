import { i18n } from '../../i18n';
import { notifyError } from '../../models/notify';
import { useSync } from './store';

/*
 * "Sync now" as a leaf module: the status bar, the shortcut, the sync center and settings all
 * start a sync through here, so none of them imports another's component.
 */

/**
 * Starts a sync and reports a failed outcome with the core's message; `full` also refreshes the
 * reference data (companies, contacts, projects, ...) now rather than at its hourly turn.
 */
export async function syncNowAndReport(options: { full?: boolean } = {}): Promise<void> {
  const outcome = await useSync.getState().syncNow(options.full ? { full: true } : {});
  const error = useSync.getState().error;
  if (error) notifyError(i18n.t('sync:report.failed'), error);
  else if (outcome && outcome.outcome !== 'ok')
    notifyError(
      outcome.outcome === 'partial' ? i18n.t('sync:report.problems') : i18n.t('sync:report.incomplete'),
      outcome.message,
    );
}
