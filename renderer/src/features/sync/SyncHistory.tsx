import { Badge, Stack, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { NumberCell, NumberHead } from '../../components/NumberCell';
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
              <NumberHead>{t('history.sent')}</NumberHead>
              <NumberHead>{t('history.fetched')}</NumberHead>
              <NumberHead>{t('history.rejected')}</NumberHead>
              <NumberHead>{t('history.took')}</NumberHead>
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
                  <NumberCell>{run.pushed}</NumberCell>
                  <NumberCell>{run.pulled}</NumberCell>
                  <NumberCell>{run.rejected}</NumberCell>
                  <NumberCell>{formatDuration(run.startedAt, run.finishedAt)}</NumberCell>
                  <Table.Td>
                    <Text size="xs" c="dimmed">
                      {/* A run that went well is said in today's language; others as the core stored them. */}
                      {run.outcome === 'ok' ? t('history.inSync') : run.message}
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
