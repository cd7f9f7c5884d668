import { Alert, Drawer, Group, Loader, Stack, Table, Text } from '@mantine/core';
import { formatHours, formatLocalDate, formatMoney, displayTime } from '../../components/format';
import { longDay, rangeLabel } from '../week/dates';
import { addDays } from '../../../../shared/app/entry-time';
import { ApprovalBadge, InvoiceBadge } from './Badges';
import { useReview } from './store';
import classes from './Review.module.css';

/** The drill-down: the entries behind a consultant's week or day, with line, role, rate, value, states. */
export function EntriesDrawer() {
  const drill = useReview((s) => s.drill);
  const weekStart = useReview((s) => s.weekStart);
  const close = useReview((s) => s.closeDrill);
  const when = drill?.date ? longDay(drill.date) : rangeLabel(weekStart, addDays(weekStart, 6));
  const title = drill ? `${drill.accountName ?? 'Everyone'} on ${drill.projectName}` : '';
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
      {drill && drill.entries === null && !drill.error && <Loader size="sm" aria-label="Loading entries" />}
      {drill?.entries?.length === 0 && <Text c="dimmed">No entries.</Text>}
      {drill?.entries && drill.entries.length > 0 && (
        <Table data-testid="review-entries" verticalSpacing={6} className={classes.entries}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th className={classes.dayCol}>Day</Table.Th>
              <Table.Th className={`${classes.money} ${classes.hoursCol}`}>Hours</Table.Th>
              <Table.Th>Description, line and role</Table.Th>
              <Table.Th className={`${classes.money} ${classes.rateCol}`}>Rate</Table.Th>
              <Table.Th className={`${classes.money} ${classes.rateCol}`}>Value</Table.Th>
              <Table.Th className={classes.statesCol}>State</Table.Th>
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
                        No description
                      </Text>
                    )}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {e.contractLineName ?? 'No line'} · {e.roleName ?? 'No role'}
                  </Text>
                </Table.Td>
                <Table.Td className={classes.money}>
                  {e.rate === null ? '—' : formatMoney(e.rate, drill.currency)}
                </Table.Td>
                <Table.Td className={classes.money}>
                  {e.value === null ? '—' : formatMoney(e.value, drill.currency)}
                </Table.Td>
                <Table.Td>
                  <Group gap={4}>
                    <ApprovalBadge approval={e.approval} />
                    <InvoiceBadge invoice={e.invoice} number={e.invoiceNumber} />
                  </Group>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </Drawer>
  );
}
