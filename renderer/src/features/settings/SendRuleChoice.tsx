import { Alert, Button, Group, Radio, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { SEND_RULES, isSendRule } from '../../../../shared/app/send-rule';
import { i18n } from '../../i18n';
import { notifyError } from '../../models/notify';
import { useSettings } from './store';

/**
 * When new entries leave this computer: at the end of each day (a new folder's default), when the
 * week is submitted, or at once. Saved as soon as a choice is made. A folder that kept "at once"
 * from before the choice existed says so once, above it.
 */
export function SendRuleChoice() {
  const { t } = useTranslation('settings');
  const rule = useSettings((s) => s.settings?.sendRule ?? 'end_of_day');
  const notice = useSettings((s) => s.settings?.sendRuleNotice ?? false);
  const update = useSettings((s) => s.update);
  const save = (patch: Parameters<typeof update>[0]) =>
    void update(patch).then(
      (problem) => problem && notifyError(i18n.t('settings:switches.notSaved'), problem),
    );
  return (
    <Stack gap="xs" mb="md">
      {notice && (
        <Alert color="blue">
          <Group justify="space-between" wrap="nowrap" gap="sm">
            <Text size="sm">{t('sendRule.notice')}</Text>
            <Button size="xs" variant="light" onClick={() => save({ sendRuleNoticeSeen: true })}>
              {t('sendRule.noticeSeen')}
            </Button>
          </Group>
        </Alert>
      )}
      <Radio.Group
        label={t('sendRule.label')}
        description={t('sendRule.help')}
        value={rule}
        onChange={(value) => {
          if (isSendRule(value)) save({ sendRule: value });
        }}
      >
        <Stack gap={8} mt="xs">
          {SEND_RULES.map((r) => (
            <Radio key={r} value={r} label={t(`sendRule.${r}`)} description={t(`sendRule.${r}Help`)} />
          ))}
        </Stack>
      </Radio.Group>
    </Stack>
  );
}
