import { Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AwayChoiceT, AwayViewT } from '../../../../shared/app/channels/timer';
import { ConfirmChecks, confirmCodes } from '../../components/ConfirmChecks';
import { ProjectPicker, type PickedProject } from '../../components/ProjectPicker';
import { displayTime } from '../../components/format';
import { i18n } from '../../i18n';
import { notify } from '../../models/notify';
import { fetchLines } from '../entry/lines';
import { useAway, type SplitLine } from './away-store';

/*
 * "You were away from 10:12 to 10:41 (29 min)": the four answers as buttons, 1-4 or the arrows
 * and Enter; the split answer asks for the project of the away time first. Shown whenever the
 * core has an open question (at start, or when its event says so).
 */

/** The answers in order (1-4); each names its label, timer:away.<choice>. */
const CHOICES: AwayChoiceT[] = ['keep', 'discard', 'discardContinue', 'split'];

/** The time between two instants, in words: "40 s", "29 min", "1 h 5 min". */
function span(from: string, to: string): string {
  const ms = Date.parse(to) - Date.parse(from);
  if (ms < 60_000) return i18n.t('timer:away.seconds', { n: Math.round(ms / 1000) });
  const m = Math.round(ms / 60_000);
  return m >= 60
    ? i18n.t('timer:away.hoursMinutes', { h: Math.floor(m / 60), m: m % 60 })
    : i18n.t('timer:away.minutes', { n: m });
}

/** The question in words. */
function question(a: AwayViewT): string {
  const when = i18n.t('timer:away.when', {
    from: displayTime(a.from),
    to: displayTime(a.to),
    span: span(a.from, a.to),
  });
  const why = i18n.t(`timer:away.${a.reason}`, { when });
  return a.crossesMidnight ? `${why} ${i18n.t('timer:away.crossesMidnight')}` : why;
}

/** The split answer's project picker: the project's usual line and role are taken. */
function SplitForm({ onBook, busy }: { onBook: (line: SplitLine) => void; busy: boolean }) {
  const { t } = useTranslation(['timer', 'common']);
  const [project, setProject] = useState<PickedProject | null>(null);
  const [description, setDescription] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const book = async () => {
    if (!project) return setProblem(t('away.chooseProject'));
    const lines = await fetchLines(project.id);
    const line = lines.contractLines[0];
    const role = lines.roles[0];
    if (!line || !role) return setProblem(lines.note ?? t('away.noLine'));
    onBook({ projectId: project.id, contractLineId: line.id, roleId: role.id, description });
  };
  return (
    <Stack gap="xs">
      <ProjectPicker
        label={t('away.splitProject')}
        value={project}
        onChange={setProject}
        autoFocus
        error={problem ?? undefined}
      />
      <TextInput
        label={t('common:description')}
        value={description}
        onChange={(e) => setDescription(e.currentTarget.value)}
      />
      <Group justify="flex-end">
        <Button loading={busy} onClick={() => void book()}>
          {t('away.bookSeparately')}
        </Button>
      </Group>
    </Stack>
  );
}

/** The away question, hosted once by the shell. */
export function AwayDialog() {
  const { t } = useTranslation('timer');
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
        title: t('away.timer'),
        message: t('away.done', { choice: t(`away.${choice}`) }),
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
      title={t('away.title')}
      size="md"
    >
      {away && (
        <Stack gap="sm" data-testid="away-dialog">
          <Text>{question(away)}</Text>
          <Text size="sm" c="dimmed">
            {t('away.nothingBooked')}
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
                  key={c}
                  ref={(b) => {
                    buttons.current[i] = b;
                  }}
                  variant={i === 0 ? 'filled' : 'default'}
                  justify="space-between"
                  data-autofocus={i === 0 || undefined}
                  loading={busy && last?.choice === c}
                  onClick={() => void answer(c)}
                  rightSection={
                    <Text size="xs" c="dimmed">
                      {i + 1}
                    </Text>
                  }
                >
                  {t(`away.${c}`)}
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
