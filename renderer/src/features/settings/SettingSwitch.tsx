import { Switch } from '@mantine/core';
import { notifyError } from '../../models/notify';
import { useSettings } from './store';

/** The settings that are one on/off choice, saved as soon as the switch moves. */
type OnOffSetting = 'receiptReference' | 'weekSubmission';

/** A switch for one on/off setting (settings:update at once; a refusal is said, the switch follows the store). */
export function SettingSwitch({
  setting,
  label,
  description,
}: {
  setting: OnOffSetting;
  label: string;
  description: string;
}) {
  const on = useSettings((s) => s.settings?.[setting] ?? false);
  const update = useSettings((s) => s.update);
  return (
    <Switch
      mt="md"
      label={label}
      description={description}
      checked={on}
      onChange={(e) =>
        void update({ [setting]: e.currentTarget.checked }).then(
          (problem) => problem && notifyError('The setting was not saved', problem),
        )
      }
    />
  );
}

/** The receipt reference setting (issue 15): a pending expense's description carries its receipts' short reference. */
export function ReceiptReferenceSwitch() {
  return (
    <SettingSwitch
      setting="receiptReference"
      label="Add the receipts' reference to the description sent"
      description={
        'A pending expense’s description ends with " [receipt 3fa9c1]": the start of each receipt’s ' +
        'SHA-256, as the report’s ZIP names its files. Synced expenses keep what was sent.'
      }
    />
  );
}

/** The week submission setting (issue 16): new hours stay here, editable, until their week is submitted. */
export function WeekSubmissionSwitch() {
  return (
    <SettingSwitch
      setting="weekSubmission"
      label="Hold hours until the week is submitted"
      description={
        'New hours stay on this computer and can still be changed until you press "Submit week" in ' +
        'the week view; then the next sync sends them. Turning this off sends nothing held: submit those weeks.'
      }
    />
  );
}
