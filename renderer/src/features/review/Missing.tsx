import { Alert, List, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ReviewWeekViewT } from '../../../../shared/app/channels/review';
import { formatHours } from '../../components/format';

/** Who booked less than usual this week (their hours on every pulled project against their usual week). */
export function Missing({ missing }: { missing: ReviewWeekViewT['missing'] }) {
  const { t } = useTranslation(['review', 'common']);
  if (missing.length === 0) return null;
  const hours = (h: number) => t('common:hours', { hours: formatHours(h) });
  return (
    <Alert color="yellow" variant="light" title={t('week.missing')} data-testid="review-missing">
      <List size="sm" spacing={2}>
        {missing.map((m) => (
          <List.Item key={m.accountId} data-account={m.accountId}>
            <Text span size="sm" fw={600}>
              {m.name}
            </Text>
            <Text span size="sm">
              {t('week.missingLine', {
                booked: hours(m.booked),
                expected: hours(m.expected),
                usual: hours(m.usual),
              })}
              {m.unsynced > 0 && t('week.missingUnsynced', { hours: formatHours(m.unsynced) })}
            </Text>
          </List.Item>
        ))}
      </List>
    </Alert>
  );
}
