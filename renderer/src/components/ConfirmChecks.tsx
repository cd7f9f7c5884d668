import { Alert, Button, Group, List } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { AppCallError } from '../contract/client';

/*
 * "Save anyway": the core answers NEEDS_CONFIRMATION (issue 13) when a write needs the user's
 * say-so (a long day, a date far away, an approved day, an unusual VAT rate), with one detail per
 * check: its code as `path` and what to tell the user. Nothing is stored until the same request
 * comes again with those codes in `confirm`.
 */

/** One check the core asks about. */
export interface Ask {
  code: string;
  message: string;
}

/** The checks a refusal asks the user to confirm, or null when it is another refusal. */
export function asksOf(err: unknown): Ask[] | null {
  if (!(err instanceof AppCallError) || err.code !== 'NEEDS_CONFIRMATION') return null;
  return (err.details ?? []).map((d) => ({ code: d.path, message: d.message }));
}

/** The `confirm` field that accepts these checks. */
export const confirmCodes = (asks: readonly Ask[]): string[] => asks.map((a) => a.code);

interface Props {
  asks: readonly Ask[];
  busy?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/**
 * What the checks say, then "Save anyway" and Cancel. Focus moves to "Save anyway" so Enter
 * confirms and Escape (or Tab to Cancel) goes back to the form.
 */
export function ConfirmChecks({ asks, busy = false, onConfirm, onCancel }: Props) {
  const { t } = useTranslation('common');
  const confirmRef = useRef<HTMLButtonElement>(null);
  useEffect(() => confirmRef.current?.focus(), []);
  return (
    <Alert
      color="yellow"
      title={t('confirmChecks.title')}
      role="alertdialog"
      aria-label={t('confirmChecks.title')}
      onKeyDown={(e) => {
        if (e.key !== 'Escape') return;
        e.stopPropagation();
        onCancel();
      }}
    >
      <List size="sm" mb="sm">
        {asks.map((a) => (
          <List.Item key={a.code}>{a.message}</List.Item>
        ))}
      </List>
      <Group gap="sm">
        <Button ref={confirmRef} color="yellow" loading={busy} onClick={onConfirm}>
          {asks.every((a) => a.code === 'OVERLAP') ? t('keepBoth') : t('saveAnyway')}
        </Button>
        <Button variant="default" onClick={onCancel} disabled={busy}>
          {t('cancel')}
        </Button>
      </Group>
    </Alert>
  );
}
