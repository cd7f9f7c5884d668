import { Button, Group, Text } from '@mantine/core';
import { useState } from 'react';
import { formatInstant } from '../../../../shared/dates-display';
import { errorMessage, invoke } from '../../contract/client';
import { notify, notifyError } from '../../models/notify';
import { useWeek } from './store';

/** "1 entry" / "3 entries". */
const entries = (n: number) => `${n} ${n === 1 ? 'entry' : 'entries'}`;

/** The week's submission state in words (week submission, issue 16). */
function stateText(held: number, submittedAt: string | null): string {
  const submitted = submittedAt ? `Submitted on ${formatInstant(submittedAt)}` : 'Not submitted';
  return held > 0 ? `${submitted} · ${entries(held)} held` : submitted;
}

/**
 * Week submission (issue 16 point 4): while on, or while this week still holds entries, says the
 * week's state and offers "Submit week", which queues its held entries for the next sync.
 */
export function WeekSubmission() {
  const weekStart = useWeek((s) => s.view?.weekStart);
  const submission = useWeek((s) => s.view?.submission);
  const [busy, setBusy] = useState(false);
  if (!weekStart || !submission || (!submission.enabled && submission.held === 0)) return null;
  const submit = async () => {
    setBusy(true);
    try {
      const { released } = await invoke('week:submit', { weekStart });
      await useWeek.getState().load();
      notify({
        color: 'teal',
        title: 'Week submitted',
        message:
          released > 0
            ? `${entries(released)} will be sent with the next sync.`
            : 'Nothing was held: the week was already sent.',
      });
    } catch (err) {
      notifyError('The week was not submitted', errorMessage(err));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Group gap="sm" role="group" aria-label="Week submission" data-testid="week-submission">
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
        Submit week
      </Button>
    </Group>
  );
}
