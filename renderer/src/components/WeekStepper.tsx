import { ActionIcon, Button } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/**
 * Previous week, Today and next week buttons (Alt+←, Alt+T, Alt+→ where the section binds them):
 * the week view and the team review step through weeks alike.
 */
export function WeekStepper({ onStep, onToday }: { onStep: (weeks: number) => void; onToday: () => void }) {
  const { t } = useTranslation('common');
  return (
    <>
      <ActionIcon
        variant="default"
        size="lg"
        aria-label={t('weekStepper.previous')}
        title={t('weekStepper.previousTitle')}
        onClick={() => onStep(-1)}
      >
        ‹
      </ActionIcon>
      <Button variant="default" onClick={onToday} title={t('weekStepper.todayTitle')}>
        {t('today')}
      </Button>
      <ActionIcon
        variant="default"
        size="lg"
        aria-label={t('weekStepper.next')}
        title={t('weekStepper.nextTitle')}
        onClick={() => onStep(1)}
      >
        ›
      </ActionIcon>
    </>
  );
}
