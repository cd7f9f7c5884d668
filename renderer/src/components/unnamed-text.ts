import { isProvisionalId } from '../../../shared/provisional';
import { i18n } from '../i18n';

/** What a record without a known name is: a project, a contract line or a role. */
export type UnnamedKind = 'project' | 'line' | 'role';

const PLAIN = { project: 'common:project', line: 'common:lineInput.kind', role: 'common:role' } as const;
/** Ids longer than this read by their last TAIL digits. */
const LONG_ID = 9;
const TAIL = 6;

/**
 * A record's label when its name is not known, in the interface's language: "Project 123", or
 * "Project (not synced yet)" for a provisional id (shared/provisional.ts's unnamed(), translated),
 * "Unnamed line (…533070)" for a line or role with a long remote id.
 */
export function unnamedText(kind: UnnamedKind, id: string | bigint | null): string {
  if (id === null) return i18n.t(PLAIN[kind]);
  if (isProvisionalId(id)) return i18n.t(`common:unnamed.${kind}Provisional`);
  const text = String(id);
  // A remote's long id (PSOhub's 17 digits) is no name (walkthrough 30): an unnamed line or role,
  // told apart by the end of its id; the full id stays in the pickers and the Fix dialog.
  if (kind !== 'project' && text.length > LONG_ID)
    return i18n.t(`common:unnamed.${kind}Tail`, { tail: text.slice(-TAIL) });
  return i18n.t(`common:unnamed.${kind}`, { id: text });
}
