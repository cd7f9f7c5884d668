import { Button, Group } from '@mantine/core';
import { useState } from 'react';
import { errorMessage, invoke } from '../../../contract/client';
import { notifyError } from '../../../models/notify';

/** A stored receipt's Remove, confirmed in place ("Remove for good" / "Keep"): the only way a receipt is deleted. */
export function RemoveReceipt({ id, name }: { id: string; name: string }) {
  const [asking, setAsking] = useState(false);
  const remove = () =>
    void invoke('receipts:remove', { id }).catch((e: unknown) =>
      notifyError('Receipt not removed', errorMessage(e)),
    );
  return asking ? (
    <Group gap={4} role="group" aria-label={`Remove ${name}?`}>
      <Button size="compact-xs" color="red" onClick={remove}>
        Remove for good
      </Button>
      <Button size="compact-xs" variant="default" onClick={() => setAsking(false)}>
        Keep
      </Button>
    </Group>
  ) : (
    <Button
      size="compact-xs"
      variant="subtle"
      color="red"
      aria-label={`Remove ${name}`}
      onClick={() => setAsking(true)}
    >
      Remove
    </Button>
  );
}
