import { Alert, Button, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { localDate } from '../../../../shared/app/entry-time';
import type { SendScope } from '../../../../shared/app/send-rule';
import { i18n } from '../../i18n';
import { useDisplay } from '../../i18n/display';
import { notify, notifyError } from '../../models/notify';
import { useSettings } from '../settings/store';
import { useSync } from './store';

/** Sends what is kept here of today, this week or all, then says what went and what did not. */
async function send(scope: SendScope): Promise<void> {
  const said = await useSync.getState().sendNow(scope);
  const error = useSync.getState().error;
  if (error) notifyError(i18n.t('sync:report.failed'), error);
  else if (said && said.outcome.outcome !== 'ok')
    notifyError(i18n.t('sync:report.incomplete'), said.outcome.message);
  else if (said) notify({ color: 'teal', message: i18n.t('sync:kept.sent', { count: said.outcome.pushed }) });
}

/**
 * The entries still on this computer, editable, and when the send rule lets them go, with Send
 * now for today, this week (as the user's weeks run) or everything.
 */
export function KeptEntries() {
  const { t } = useTranslation('sync');
  const held = useSync((s) => s.status?.held ?? 0);
  const running = useSync((s) => s.running);
  const rule = useSettings((s) => s.settings?.sendRule ?? 'end_of_day');
  const firstDay = useDisplay((s) => s.firstDay);
  if (held === 0) return null;
  const today = localDate(Date.now());
  return (
    <Alert color="yellow" title={t('kept.title', { count: held })}>
      <Text size="sm" mb="xs">
        {t(`kept.${rule}`)}
      </Text>
      <Group gap="xs">
        <Button
          size="xs"
          variant="default"
          disabled={running}
          onClick={() => void send({ scope: 'day', day: today })}
        >
          {t('kept.sendToday')}
        </Button>
        <Button
          size="xs"
          variant="default"
          disabled={running}
          onClick={() => void send({ scope: 'week', day: today, firstDay })}
        >
          {t('kept.sendWeek')}
        </Button>
        <Button size="xs" disabled={running} onClick={() => void send({ scope: 'all' })}>
          {t('kept.sendAll')}
        </Button>
      </Group>
    </Alert>
  );
}
