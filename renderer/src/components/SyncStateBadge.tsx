import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { SyncStateT } from '../../../shared/app/views';
import { isProvisionalId } from '../../../shared/provisional';

/** Each state's colour and its label's key (common:state.*). */
const LOOK: Record<SyncStateT, { color: string; label: SyncStateT | 'savedHere' }> = {
  pending: { color: 'yellow', label: 'pending' },
  sending: { color: 'blue', label: 'sending' },
  rejected: { color: 'red', label: 'rejected' },
  synced: { color: 'gray', label: 'synced' },
  local: { color: 'gray', label: 'local' },
  held: { color: 'grape', label: 'held' },
};

/**
 * A record's sync state as a small badge; a rejection carries the remote's reason as its title.
 * (A plain title, not Mantine's Tooltip: list rows stay light, and floating-ui stays off the first screen.)
 */
export function SyncStateBadge({
  state,
  reason,
  id,
  entry = false,
}: {
  state: SyncStateT;
  reason?: string | null;
  /** The record's id: a provisional one with nothing queued is local only (imported offline), never synced. */
  id?: string;
  /** An entry (or a change) rather than a record: kept here it reads "Saved on this computer". */
  entry?: boolean;
}) {
  const { t } = useTranslation('common');
  const local = state === 'local' || (state === 'synced' && id !== undefined && isProvisionalId(id));
  const look = local
    ? { color: 'gray', label: entry ? ('savedHere' as const) : ('local' as const) }
    : LOOK[state];
  const quiet = state === 'synced' || local;
  // Badges sit in narrow list columns: the short label (Dutch "Gesynct", German "Synchron"), the
  // full one as the title where it differs (a rejection's reason comes first).
  const full = t(`state.${look.label}`);
  const short = t(`stateShort.${look.label}`);
  return (
    <Badge
      size="sm"
      variant={quiet ? 'transparent' : 'light'}
      color={look.color}
      c={quiet ? 'dimmed' : undefined}
      title={reason ?? (short === full ? undefined : full)}
    >
      {short}
    </Badge>
  );
}
