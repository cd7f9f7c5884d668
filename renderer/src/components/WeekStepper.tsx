import { ActionIcon, Button } from '@mantine/core';

/**
 * Previous week, Today and next week buttons (Alt+←, Alt+T, Alt+→ where the section binds them):
 * the week view and the team review step through weeks alike.
 */
export function WeekStepper({ onStep, onToday }: { onStep: (weeks: number) => void; onToday: () => void }) {
  return (
    <>
      <ActionIcon
        variant="default"
        size="lg"
        aria-label="Previous week"
        title="Previous week (Alt+←)"
        onClick={() => onStep(-1)}
      >
        ‹
      </ActionIcon>
      <Button variant="default" onClick={onToday} title="This week (Alt+T)">
        Today
      </Button>
      <ActionIcon
        variant="default"
        size="lg"
        aria-label="Next week"
        title="Next week (Alt+→)"
        onClick={() => onStep(1)}
      >
        ›
      </ActionIcon>
    </>
  );
}
