import { Alert, Badge, Drawer, Group, Loader, Stack, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatHours, formatLocalDate, formatMoney, displayTime } from '../../components/format';
import { longDay, rangeLabel } from '../week/dates';
import { addDays } from '../../../../shared/app/entry-time';
import { ApprovalBadge, InvoiceBadge } from './Badges';
import { useReview } from './store';
import classes from './Review.module.css';

/** The drill-down: the entries behind a consultant's week or day, with line, role, rate, value, states. */
export function EntriesDrawer() {
  const { t } = useTranslation(['review', 'common']);
  const drill = useReview((s) => s.drill);
  const weekStart = useReview((s) => s.weekStart);
  const close = useReview((s) => s.closeDrill);
  const when = drill?.date ? longDay(drill.date) : rangeLabel(weekStart, addDays(weekStart, 6));
  const title = drill
    ? t('drawer.title', { who: drill.accountName ?? t('drawer.everyone'), project: drill.projectName })
    : '';
  return (
    <Drawer
      opened={drill !== null}
      onClose={close}
      position="right"
      size={800}
      title={
        <Stack gap={0}>
          <Text fw={600} className={classes.wrap}>
            {title}
          </Text>
          <Text size="sm" c="dimmed">
            {when}
          </Text>
        </Stack>
      }
    >
      {drill?.error && <Alert color="red">{drill.error}</Alert>}
      {drill && drill.entries === null && !drill.error && (
        <Loader size="sm" aria-label={t('drawer.loading')} />
      )}
      {drill?.entries?.length === 0 && <Text c="dimmed">{t('drawer.none')}</Text>}
      {drill?.entries && drill.entries.length > 0 && (
        <Table data-testid="review-entries" verticalSpacing={6} className={classes.entries}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th className={classes.dayCol}>{t('drawer.day')}</Table.Th>
              <Table.Th className={`${classes.money} ${classes.hoursCol}`}>{t('drawer.hours')}</Table.Th>
              <Table.Th>{t('drawer.description')}</Table.Th>
              <Table.Th className={`${classes.money} ${classes.rateCol}`}>{t('drawer.rate')}</Table.Th>
              <Table.Th className={`${classes.money} ${classes.rateCol}`}>{t('drawer.value')}</Table.Th>
              <Table.Th className={classes.statesCol}>{t('drawer.state')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {drill.entries.map((e) => (
              <Table.Tr key={e.id} data-testid="review-entry" data-entry={e.id}>
                <Table.Td className={classes.nowrap}>
                  <Text size="sm">{formatLocalDate(e.from)}</Text>
                  <Text size="xs" c="dimmed">
                    {displayTime(e.from)}–{displayTime(e.to)}
                    {drill.accountId ? '' : ` · ${e.accountName}`}
                  </Text>
                </Table.Td>
                <Table.Td className={classes.money}>{formatHours(e.hours)}</Table.Td>
                <Table.Td>
                  <Text size="sm" lineClamp={2} title={e.description ?? undefined}>
                    {e.description ?? (
                      <Text span c="dimmed">
                        {t('drawer.noDescription')}
                      </Text>
                    )}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {t('drawer.lineAndRole', {
                      line: e.contractLineName ?? t('drawer.noLine'),
                      role: e.roleName ?? t('drawer.noRole'),
                    })}
                  </Text>
                </Table.Td>
                <Table.Td className={classes.money}>
                  {e.rate === null ? '—' : formatMoney(e.rate, drill.currency)}
                </Table.Td>
                <Table.Td className={classes.money}>
                  {e.value === null ? '—' : formatMoney(e.value, drill.currency)}
                </Table.Td>
                <Table.Td>
                  {/* The reviewer's own entry not synced yet: nothing to approve or invoice yet. */}
                  {e.unsynced ? (
                    <Badge variant="light" color="gray" data-testid="review-entry-unsynced">
                      {t('common:notSyncedYet')}
                    </Badge>
                  ) : (
                    <Group gap={4}>
                      <ApprovalBadge approval={e.approval} />
                      <InvoiceBadge invoice={e.invoice} number={e.invoiceNumber} />
                    </Group>
                  )}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </Drawer>
  );
}
