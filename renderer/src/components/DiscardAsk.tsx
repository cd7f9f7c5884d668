import { Button, Group, Modal, Text } from '@mantine/core';
import { useCallback, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** A form dialog's guard against losing typed input on Escape, the close button or a click outside. */
export interface DiscardGuard {
  /** Put on an element around the form: any typing marks it as holding input. */
  onInput: () => void;
  /** The dialog's onClose: asks first when something was typed, else closes. */
  requestClose: () => void;
  /** Forget the typed input (after a save, or when the dialog opens again). */
  reset: () => void;
  /** The question, rendered next to the form's dialog. */
  ask: ReactNode;
}

/**
 * Asks "Discard what you typed?" before a form dialog closes with typed input in it (Escape in a
 * "New company" form used to throw a typed name away). "Keep editing" (focused, so a second
 * Escape keeps too) returns to the form; "Discard" closes it.
 */
export function useDiscardAsk(close: () => void): DiscardGuard {
  const [typed, setTyped] = useState(false);
  const [asking, setAsking] = useState(false);
  const { t } = useTranslation('common');
  const onInput = useCallback(() => setTyped(true), []);
  const reset = useCallback(() => (setTyped(false), setAsking(false)), []);
  const requestClose = () => (typed ? setAsking(true) : close());
  const ask = (
    <Modal opened={asking} onClose={() => setAsking(false)} title={t('discardAsk.title')} centered size="sm">
      <Text size="sm">{t('discardAsk.text')}</Text>
      <Group justify="flex-end" mt="md">
        <Button variant="default" data-autofocus onClick={() => setAsking(false)}>
          {t('discardAsk.keep')}
        </Button>
        <Button color="red" onClick={() => (reset(), close())}>
          {t('discard')}
        </Button>
      </Group>
    </Modal>
  );
  return { onInput, requestClose, reset, ask };
}
