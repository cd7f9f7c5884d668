import { Badge } from '@mantine/core';
import type { SyncStateT } from '../../../shared/app/views';
import { isProvisionalId, LOCAL_ONLY, SAVED_HERE } from '../../../shared/provisional';

const LOOK: Record<SyncStateT, { color: string; label: string }> = {
  pending: { color: 'yellow', label: 'Pending' },
  sending: { color: 'blue', label: 'Sending' },
  rejected: { color: 'red', label: 'Rejected' },
  synced: { color: 'gray', label: 'Synced' },
  local: { color: 'gray', label: LOCAL_ONLY },
  held: { color: 'grape', label: 'Held' },
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
  const local = state === 'local' || (state === 'synced' && id !== undefined && isProvisionalId(id));
  const look = local ? { color: 'gray', label: entry ? SAVED_HERE : LOCAL_ONLY } : LOOK[state];
  const quiet = state === 'synced' || local;
  return (
    <Badge
      size="sm"
      variant={quiet ? 'transparent' : 'light'}
      color={look.color}
      c={quiet ? 'dimmed' : undefined}
      title={reason ?? undefined}
    >
      {look.label}
    </Badge>
  );
}
