import { Button, Group } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage, invoke } from '../../../contract/client';
import { notifyError } from '../../../models/notify';

/** A stored receipt's Remove, confirmed in place ("Remove for good" / "Keep"): the only way a receipt is deleted. */
export function RemoveReceipt({ id, name }: { id: string; name: string }) {
  const [asking, setAsking] = useState(false);
  const { t } = useTranslation('expenses');
  const remove = () =>
    void invoke('receipts:remove', { id }).catch((e: unknown) =>
      notifyError(t('receipts.notRemoved'), errorMessage(e)),
    );
  return asking ? (
    <Group gap={4} role="group" aria-label={t('receipts.removeAsk', { name })}>
      <Button size="compact-xs" color="red" onClick={remove}>
        {t('receipts.removeForGood')}
      </Button>
      <Button size="compact-xs" variant="default" onClick={() => setAsking(false)}>
        {t('receipts.keep')}
      </Button>
    </Group>
  ) : (
    <Button
      size="compact-xs"
      variant="subtle"
      color="red"
      aria-label={t('receipts.removeName', { name })}
      onClick={() => setAsking(true)}
    >
      {t('receipts.remove')}
    </Button>
  );
}
