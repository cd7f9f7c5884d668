import { Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import type { AwayChoiceT, AwayViewT } from '../../../../shared/app/channels/timer';
import { ConfirmChecks, confirmCodes } from '../../components/ConfirmChecks';
import { ProjectPicker, type PickedProject } from '../../components/ProjectPicker';
import { displayTime } from '../../components/format';
import { notify } from '../../models/notify';
import { fetchLines } from '../entry/lines';
import { useAway, type SplitLine } from './away-store';

/*
 * "You were away from 10:12 to 10:41 (29 min)": the four answers as buttons, 1-4 or the arrows
 * and Enter; the split answer asks for the project of the away time first. Shown whenever the
 * core has an open question (at start, or when its event says so).
 */

const CHOICES: { choice: AwayChoiceT; label: string }[] = [
  { choice: 'keep', label: 'Keep the time' },
  { choice: 'discard', label: 'Discard idle time' },
  { choice: 'discardContinue', label: 'Discard and continue' },
  { choice: 'split', label: 'Book it separately…' },
];

/** The time between two instants, in words: "40 s", "29 min", "1 h 5 min". */
function span(from: string, to: string): string {
  const ms = Date.parse(to) - Date.parse(from);
  if (ms < 60_000) return `${Math.round(ms / 1000)} s`;
  const m = Math.round(ms / 60_000);
  return m >= 60 ? `${Math.floor(m / 60)} h ${m % 60} min` : `${m} min`;
}

/** The question in words. */
function question(a: AwayViewT): string {
  const when = `${displayTime(a.from)} to ${displayTime(a.to)} (${span(a.from, a.to)})`;
  const why = {
    idle: `You were away from ${when}.`,
    sleep: `The computer slept from ${when}.`,
    lock: `The screen was locked from ${when}.`,
    shutdown: `The app was shut down from ${when}.`,
    midnight: `The timer ran past midnight: ${when}.`,
  }[a.reason];
  return a.crossesMidnight ? `${why} Time on each side of midnight is booked on its own day.` : why;
}

/** The split answer's project picker: the project's usual line and role are taken. */
function SplitForm({ onBook, busy }: { onBook: (line: SplitLine) => void; busy: boolean }) {
  const [project, setProject] = useState<PickedProject | null>(null);
  const [description, setDescription] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const book = async () => {
    if (!project) return setProblem('Choose the project of the away time.');
    const lines = await fetchLines(project.id);
    const line = lines.contractLines[0];
    const role = lines.roles[0];
    if (!line || !role)
      return setProblem(lines.note ?? 'No contract line or role is known for that project.');
    onBook({ projectId: project.id, contractLineId: line.id, roleId: role.id, description });
  };
  return (
    <Stack gap="xs">
      <ProjectPicker
        label="Project of the away time"
        value={project}
        onChange={setProject}
        autoFocus
        error={problem ?? undefined}
      />
      <TextInput
        label="Description"
        value={description}
        onChange={(e) => setDescription(e.currentTarget.value)}
      />
      <Group justify="flex-end">
        <Button loading={busy} onClick={() => void book()}>
          Book separately
        </Button>
      </Group>
    </Stack>
  );
}

/** The away question, hosted once by the shell. */
export function AwayDialog() {
  const away = useAway((s) => s.away);
  const busy = useAway((s) => s.busy);
  const asks = useAway((s) => s.asks);
  const error = useAway((s) => s.error);
  const [splitting, setSplitting] = useState(false);
  const [last, setLast] = useState<{ choice: AwayChoiceT; split?: SplitLine } | null>(null);
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);

  useEffect(() => {
    void useAway
      .getState()
      .load()
      .catch(() => undefined);
  }, []);
  useEffect(() => setSplitting(false), [away?.from]);

  const answer = async (choice: AwayChoiceT, split?: SplitLine, confirm?: string[]) => {
    if (choice === 'split' && !split) return setSplitting(true);
    setLast({ choice, ...(split && { split }) });
    if (await useAway.getState().answer(choice, split, confirm)) {
      notify({
        color: 'teal',
        title: 'Timer',
        message: `${CHOICES.find((c) => c.choice === choice)?.label}: done.`,
      });
    }
  };
  // 1-4 answer and the arrows move between the answers wherever the focus is while they show.
  const choosing = away !== null && !splitting && asks === null;
  useEffect(() => {
    if (!choosing) return;
    const keys = (e: KeyboardEvent) => {
      const n = Number(e.key);
      if (n >= 1 && n <= 4 && !e.ctrlKey && !e.metaKey && !e.altKey) {
        e.preventDefault();
        buttons.current[n - 1]?.click();
      } else if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
        const i = buttons.current.findIndex((b) => b === document.activeElement);
        const next = (Math.max(i, 0) + (e.key === 'ArrowDown' ? 1 : 3)) % 4;
        buttons.current[next]?.focus();
        e.preventDefault();
      }
    };
    window.addEventListener('keydown', keys, true);
    return () => window.removeEventListener('keydown', keys, true);
  }, [choosing]);

  return (
    <Modal
      opened={away !== null}
      onClose={() => undefined}
      withCloseButton={false}
      closeOnEscape={false}
      closeOnClickOutside={false}
      title="Your timer is waiting for you"
      size="md"
    >
      {away && (
        <Stack gap="sm" data-testid="away-dialog">
          <Text>{question(away)}</Text>
          <Text size="sm" c="dimmed">
            Nothing is booked until you choose.
          </Text>
          {asks ? (
            <ConfirmChecks
              asks={asks}
              busy={busy}
              onConfirm={() => last && void answer(last.choice, last.split, confirmCodes(asks))}
              onCancel={() => useAway.setState({ asks: null })}
            />
          ) : splitting ? (
            <SplitForm busy={busy} onBook={(line) => void answer('split', line)} />
          ) : (
            <Stack gap={6}>
              {CHOICES.map((c, i) => (
                <Button
                  key={c.choice}
                  ref={(b) => {
                    buttons.current[i] = b;
                  }}
                  variant={i === 0 ? 'filled' : 'default'}
                  justify="space-between"
                  data-autofocus={i === 0 || undefined}
                  loading={busy && last?.choice === c.choice}
                  onClick={() => void answer(c.choice)}
                  rightSection={
                    <Text size="xs" c="dimmed">
                      {i + 1}
                    </Text>
                  }
                >
                  {c.label}
                </Button>
              ))}
            </Stack>
          )}
          {error && (
            <Text size="sm" c="red" role="alert">
              {error}
            </Text>
          )}
        </Stack>
      )}
    </Modal>
  );
}
