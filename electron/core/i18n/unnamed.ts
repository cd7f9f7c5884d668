import { isProvisionalId } from '../../../shared/provisional';
import { coreI18n } from './index';

/*
 * shared/provisional.ts's unnamed() and NOT_SYNCED in the core's language: shared/ cannot reach the
 * catalogues, so the core says them here ("Project 123", "Projekt (noch nicht synchronisiert)").
 */

/** A record's label when its name is not known: "Project 123", or "Project (not synced yet)". */
export function unnamedIn(kind: 'project' | 'company', id: string | bigint | null): string {
  if (id === null) return coreI18n.t(`core:unnamed.${kind}`);
  if (kind === 'project')
    return isProvisionalId(id)
      ? coreI18n.t('core:projectNotSynced')
      : coreI18n.t('core:projectId', { id: String(id) });
  return isProvisionalId(id)
    ? coreI18n.t('core:unnamed.companyNotSynced')
    : coreI18n.t('core:unnamed.companyId', { id: String(id) });
}

/** What is shown instead of a provisional id ("not synced yet"), in the core's language. */
export function notSyncedText(): string {
  return coreI18n.t('core:unnamed.notSynced');
}
