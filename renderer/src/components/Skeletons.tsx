import { Group, Skeleton, Stack, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/*
 * Placeholders while a list's first data is on its way (the first load, or the first sync that
 * brings the records): grey rows in the list's shape instead of an empty state that would say
 * "No projects yet" a second before the projects arrive. Screen readers hear one "Loading …".
 */

/** Skeleton rows of a list or table; `label` names what loads ("Loading projects"). */
export function ListSkeleton({ rows = 8, label }: { rows?: number; label?: string }) {
  const { t } = useTranslation('a11y');
  return (
    <Stack gap={10} mt="xs" role="status" aria-busy="true" data-testid="list-skeleton">
      <VisuallyHidden>{label ?? t('skeleton.loading')}</VisuallyHidden>
      {Array.from({ length: rows }, (_, i) => (
        <Group key={i} gap="md" wrap="nowrap" aria-hidden="true">
          <Skeleton height={14} width={`${38 - ((i * 7) % 15)}%`} radius="sm" />
          <Skeleton height={14} width="22%" radius="sm" />
          <Skeleton height={14} width="12%" radius="sm" ml="auto" />
        </Group>
      ))}
    </Stack>
  );
}
