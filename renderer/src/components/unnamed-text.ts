import { isProvisionalId } from '../../../shared/provisional';
import { i18n } from '../i18n';

/** What a record without a known name is: a project, a contract line or a role. */
export type UnnamedKind = 'project' | 'line' | 'role';

const PLAIN = { project: 'common:project', line: 'common:lineInput.kind', role: 'common:role' } as const;

/**
 * A record's label when its name is not known, in the interface's language: "Project 123", or
 * "Project (not synced yet)" for a provisional id (shared/provisional.ts's unnamed(), translated).
 */
export function unnamedText(kind: UnnamedKind, id: string | bigint | null): string {
  if (id === null) return i18n.t(PLAIN[kind]);
  if (isProvisionalId(id)) return i18n.t(`common:unnamed.${kind}Provisional`);
  return i18n.t(`common:unnamed.${kind}`, { id: String(id) });
}
