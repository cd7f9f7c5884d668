import { Badge } from '@mantine/core';
import type { SyncStateT } from '../../../shared/app/views';
import { isProvisionalId } from '../../../shared/provisional';

const LOOK: Record<SyncStateT, { color: string; label: string }> = {
  pending: { color: 'yellow', label: 'Pending' },
  sending: { color: 'blue', label: 'Sending' },
  rejected: { color: 'red', label: 'Rejected' },
  synced: { color: 'gray', label: 'Synced' },
};

/**
 * A record's sync state as a small badge; a rejection carries the remote's reason as its title.
 * (A plain title, not Mantine's Tooltip: list rows stay light, and floating-ui stays off the first screen.)
 */
export function SyncStateBadge({
  state,
  reason,
  id,
}: {
  state: SyncStateT;
  reason?: string | null;
  /** The record's id: a provisional one with nothing queued is local only (imported offline), never synced. */
  id?: string;
}) {
  const look =
    state === 'synced' && id !== undefined && isProvisionalId(id)
      ? { color: 'gray', label: 'This computer only' }
      : LOOK[state];
  return (
    <Badge
      size="sm"
      variant={state === 'synced' ? 'transparent' : 'light'}
      color={look.color}
      c={state === 'synced' ? 'dimmed' : undefined}
      title={reason ?? undefined}
    >
      {look.label}
    </Badge>
  );
}
