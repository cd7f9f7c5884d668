import { Switch } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { i18n } from '../../i18n';
import { notifyError } from '../../models/notify';
import { useSettings } from './store';

/** The settings that are one on/off choice, saved as soon as the switch moves. */
type OnOffSetting = 'receiptReference';

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
          (problem) => problem && notifyError(i18n.t('settings:switches.notSaved'), problem),
        )
      }
    />
  );
}

/** The receipt reference setting (issue 15): a pending expense's description carries its receipts' short reference. */
export function ReceiptReferenceSwitch() {
  const { t } = useTranslation('settings');
  return (
    <SettingSwitch
      setting="receiptReference"
      label={t('switches.receiptReference')}
      description={t('switches.receiptReferenceHelp')}
    />
  );
}
