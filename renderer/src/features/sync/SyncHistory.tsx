import { Badge, Stack, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatDuration, formatRunInstant, outcomeLook } from './outcome';
import { useSync } from './store';

const SHOWN = 20;

/** The most recent sync runs with their outcome, counts and message. */
export function SyncHistory() {
  const { t } = useTranslation('sync');
  const history = useSync((s) => s.history);
  const loaded = useSync((s) => s.listsLoaded);
  return (
    <Stack gap="xs">
      <Title order={3} size="h5">
        {t('history.title')}
      </Title>
      {loaded && history.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('history.empty')}
        </Text>
      ) : (
        <Table aria-label={t('history.title')} verticalSpacing={6} fz="sm">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('history.started')}</Table.Th>
              <Table.Th>{t('history.outcome')}</Table.Th>
              <Table.Th ta="right">{t('history.sent')}</Table.Th>
              <Table.Th ta="right">{t('history.fetched')}</Table.Th>
              <Table.Th ta="right">{t('history.rejected')}</Table.Th>
              <Table.Th ta="right">{t('history.took')}</Table.Th>
              <Table.Th>{t('history.message')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {history.slice(0, SHOWN).map((run) => {
              const look = outcomeLook(run.outcome);
              return (
                <Table.Tr key={run.id}>
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatRunInstant(run.startedAt)}</Table.Td>
                  <Table.Td>
                    <Badge size="sm" variant="light" color={look.color}>
                      {look.label}
                    </Badge>
                  </Table.Td>
                  <Table.Td ta="right">{run.pushed}</Table.Td>
                  <Table.Td ta="right">{run.pulled}</Table.Td>
                  <Table.Td ta="right">{run.rejected}</Table.Td>
                  <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                    {formatDuration(run.startedAt, run.finishedAt)}
                  </Table.Td>
                  <Table.Td>
                    <Text size="xs" c="dimmed">
                      {run.message}
                    </Text>
                  </Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      )}
    </Stack>
  );
}
