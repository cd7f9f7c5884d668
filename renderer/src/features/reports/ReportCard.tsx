import { Alert, Group, Loader, Paper, Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** A report's frame: title, its controls, the loading state or the core's problem, the content. */
export function ReportCard(props: {
  title: string;
  controls?: ReactNode;
  loading: boolean;
  error: string | null;
  children: ReactNode;
}) {
  const { t } = useTranslation('reports');
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-label={props.title}>
      <Stack gap="sm">
        <Group justify="space-between" wrap="nowrap">
          <Group gap="xs">
            <Title order={3} size="h5">
              {props.title}
            </Title>
            {props.loading && <Loader size="xs" aria-label={t('card.loading', { title: props.title })} />}
          </Group>
          {props.controls}
        </Group>
        {props.error ? (
          <Alert color="red" role="alert" title={t('card.failed')}>
            {props.error}
          </Alert>
        ) : (
          props.children
        )}
      </Stack>
    </Paper>
  );
}
