import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { DuplicateViewT } from '../../../shared/app/channels/records';

interface Props {
  /** What kind of record is about to be created (names the warning). */
  what: 'company' | 'contact' | 'project';
  matches: DuplicateViewT[];
  busy: boolean;
  onCreateAnyway: () => void;
  onOpen: (match: DuplicateViewT) => void;
  onBack: () => void;
}

/** Likely duplicates of a record about to be created: open one of them, or create anyway. */
export function DuplicateWarning({ what, matches, busy, onCreateAnyway, onOpen, onBack }: Props) {
  const { t } = useTranslation('common');
  const single = matches.length === 1 ? matches[0] : undefined;
  return (
    <section aria-label={t('duplicates.region')}>
      <Alert
        color="yellow"
        title={single ? t(`duplicates.oneTitle.${what}`) : t('duplicates.manyTitle', { n: matches.length })}
        role="alert"
      >
        <Stack gap="xs">
          <Text size="sm">{t('duplicates.storeHolds')}</Text>
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
                  {t('open')}
                </Button>
              )}
            </Group>
          ))}
          <Group justify="flex-end" gap="sm" mt="xs">
            <Button variant="subtle" onClick={onBack} disabled={busy}>
              {t('duplicates.back')}
            </Button>
            {single && (
              <Button variant="default" onClick={() => onOpen(single)} disabled={busy} data-autofocus>
                {t('duplicates.openExisting')}
              </Button>
            )}
            <Button color="yellow" onClick={onCreateAnyway} loading={busy}>
              {t('duplicates.createAnyway')}
            </Button>
          </Group>
        </Stack>
      </Alert>
    </section>
  );
}
