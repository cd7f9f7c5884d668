import { Alert, List, Text } from '@mantine/core';
import type { ReviewWeekViewT } from '../../../../shared/app/channels/review';
import { formatHours } from '../../components/format';

/** Who booked less than usual this week (their hours on every pulled project against their usual week). */
export function Missing({ missing }: { missing: ReviewWeekViewT['missing'] }) {
  if (missing.length === 0) return null;
  return (
    <Alert color="yellow" variant="light" title="Not booked enough" data-testid="review-missing">
      <List size="sm" spacing={2}>
        {missing.map((m) => (
          <List.Item key={m.accountId} data-account={m.accountId}>
            <Text span size="sm" fw={600}>
              {m.name}
            </Text>
            <Text span size="sm">
              : {formatHours(m.booked)} h booked, {formatHours(m.expected)} h expected by now (usually{' '}
              {formatHours(m.usual)} h a week)
            </Text>
          </List.Item>
        ))}
      </List>
    </Alert>
  );
}
