import { Alert, Button, Group, Text } from '@mantine/core';
import { report } from '../models/outcome';
import { useUndo, type Removed } from '../models/undo';

/**
 * The bar after deleting a pending entry from a list: bring it back with Undo, or dismiss. Shown
 * by the list of the kind deleted last (models/undo.ts keeps one deletion for all lists).
 */
export function UndoBar({ kind }: { kind: Removed['kind'] }) {
  const text = useUndo((s) => (s.last?.kind === kind ? s.last.text : null));
  const { undo, dismiss } = useUndo.getState();
  if (text === null) return null;
  return (
    <Alert color="gray" withCloseButton onClose={dismiss} closeButtonLabel="Dismiss" role="status" p="xs">
      <Group justify="space-between">
        <Text size="sm">{text}</Text>
        <Button size="compact-sm" variant="light" onClick={() => void undo().then((o) => report('Undo', o))}>
          Undo
        </Button>
      </Group>
    </Alert>
  );
}
