import { Switch } from '@mantine/core';
import { notifyError } from '../../models/notify';
import { useSettings } from './store';

/** The receipt reference setting (issue 15): a pending expense's description carries its receipts' short reference. */
export function ReceiptReferenceSwitch() {
  const on = useSettings((s) => s.settings?.receiptReference ?? false);
  const update = useSettings((s) => s.update);
  return (
    <Switch
      mt="md"
      label="Add the receipts' reference to the description sent"
      description={
        'A pending expense’s description ends with " [receipt 3fa9c1]": the start of each receipt’s ' +
        'SHA-256, as the report’s ZIP names its files. Synced expenses keep what was sent.'
      }
      checked={on}
      onChange={(e) =>
        void update({ receiptReference: e.currentTarget.checked }).then(
          (problem) => problem && notifyError('The setting was not saved', problem),
        )
      }
    />
  );
}
