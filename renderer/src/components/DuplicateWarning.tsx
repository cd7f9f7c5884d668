import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import type { DuplicateViewT } from '../../../shared/app/channels/records';

interface Props {
  what: string;
  matches: DuplicateViewT[];
  busy: boolean;
  onCreateAnyway: () => void;
  onOpen: (match: DuplicateViewT) => void;
  onBack: () => void;
}

/** Likely duplicates of a record about to be created: open one of them, or create anyway. */
export function DuplicateWarning({ what, matches, busy, onCreateAnyway, onOpen, onBack }: Props) {
  const single = matches.length === 1 ? matches[0] : undefined;
  return (
    <section aria-label="Possible duplicates">
      <Alert
        color="yellow"
        title={single ? `This ${what} may already exist` : `${matches.length} similar records exist`}
        role="alert"
      >
        <Stack gap="xs">
          <Text size="sm">The local store already holds:</Text>
          {matches.map((m) => (
            <Group key={`${m.kind}-${m.id}`} justify="space-between" wrap="nowrap" gap="sm">
              <div>
                <Text size="sm" fw={600}>
                  {m.label}
                </Text>
                <Text size="xs" c="dimmed">
                  {[m.detail, m.reason].filter(Boolean).join(' · ')}
                </Text>
              </div>
              {!single && (
                <Button size="xs" variant="default" onClick={() => onOpen(m)}>
                  Open
                </Button>
              )}
            </Group>
          ))}
          <Group justify="flex-end" gap="sm" mt="xs">
            <Button variant="subtle" onClick={onBack} disabled={busy}>
              Back to the form
            </Button>
            {single && (
              <Button variant="default" onClick={() => onOpen(single)} disabled={busy} data-autofocus>
                Open existing
              </Button>
            )}
            <Button color="yellow" onClick={onCreateAnyway} loading={busy}>
              Create anyway
            </Button>
          </Group>
        </Stack>
      </Alert>
    </section>
  );
}
