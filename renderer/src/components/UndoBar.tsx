import { Alert, Button, Group, Text } from '@mantine/core';
import { report, type Outcome } from '../models/outcome';

interface Props {
  /** What was deleted, e.g. "Deleted the expense of 3 Nov (46.52)." */
  text: string;
  onUndo: () => Promise<Outcome>;
  onDismiss: () => void;
}

/** The bar after deleting a pending entry: bring it back with Undo, or dismiss. */
export function UndoBar({ text, onUndo, onDismiss }: Props) {
  return (
    <Alert color="gray" withCloseButton onClose={onDismiss} closeButtonLabel="Dismiss" role="status" p="xs">
      <Group justify="space-between">
        <Text size="sm">{text}</Text>
        <Button
          size="compact-sm"
          variant="light"
          onClick={() => void onUndo().then((o) => report('Undo', o))}
        >
          Undo
        </Button>
      </Group>
    </Alert>
  );
}
