import { Button, Group, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatInstant } from '../../../../shared/dates-display';
import { errorMessage, invoke } from '../../contract/client';
import { i18n } from '../../i18n';
import { currentFirstDay } from '../../i18n/display';
import { notify, notifyError } from '../../models/notify';
import { useWeek } from './store';

/** The week's submission state in words (week submission, issue 16). */
function stateText(held: number, submittedAt: string | null): string {
  const date = submittedAt ? formatInstant(submittedAt) : null;
  if (held > 0)
    return date
      ? i18n.t('week:submission.submittedOnHeld', { date, count: held })
      : i18n.t('week:submission.notSubmittedHeld', { count: held });
  return date ? i18n.t('week:submission.submittedOn', { date }) : i18n.t('week:submission.notSubmitted');
}

/**
 * Week submission (issue 16 point 4): while on, or while this week still holds entries, says the
 * week's state and offers "Submit week", which queues its held entries for the next sync.
 */
export function WeekSubmission() {
  const { t } = useTranslation('week');
  const weekStart = useWeek((s) => s.view?.weekStart);
  const submission = useWeek((s) => s.view?.submission);
  const [busy, setBusy] = useState(false);
  if (!weekStart || !submission || (!submission.enabled && submission.held === 0)) return null;
  const submit = async () => {
    setBusy(true);
    try {
      const { released } = await invoke('week:submit', { weekStart, firstDay: currentFirstDay() });
      await useWeek.getState().load();
      notify({
        color: 'teal',
        title: t('submission.done'),
        message: released > 0 ? t('submission.released', { count: released }) : t('submission.nothingHeld'),
      });
    } catch (err) {
      notifyError(t('submission.failed'), errorMessage(err));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Group gap="sm" role="group" aria-label={t('submission.region')} data-testid="week-submission">
      <Text size="sm" c={submission.held > 0 ? undefined : 'dimmed'} data-testid="week-submission-state">
        {stateText(submission.held, submission.submittedAt)}
      </Text>
      <Button
        size="xs"
        variant="light"
        loading={busy}
        onClick={() => void submit()}
        disabled={submission.held === 0}
      >
        {t('submission.submit')}
      </Button>
    </Group>
  );
}
