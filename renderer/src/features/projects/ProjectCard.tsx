import { Badge, CloseButton, Group, Paper, Stack, Title } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import type { ProjectViewT } from '../../../../shared/app/views';
import { isProvisionalId } from '../../../../shared/provisional';
import { Field } from '../../components/Field';
import { recordHeading } from '../../components/record-focus';
import { SyncStateBadge } from '../../components/SyncStateBadge';
import { formatDate, formatMoney } from '../../components/format';
import { ProjectHours, useProjectCard } from './ProjectHours';
import classes from './Projects.module.css';
import { stageName } from './stage-name';

// The edit form (stage, contract template) loads on the first card shown, outside the start-up bundle.
const ProjectActions = lazy(() => import('./ProjectActions'));

/** The selected project's details. */
export function ProjectCard({ project, onClose }: { project: ProjectViewT; onClose: () => void }) {
  const { card, error } = useProjectCard(project.id);
  const { t } = useTranslation(['projects', 'common']);
  const localOnly = t('common:state.local');
  const notSynced = t('common:notSyncedYet');
  return (
    <Paper
      withBorder
      radius="md"
      p="md"
      className={classes.card}
      component="aside"
      aria-label={t('card.label')}
    >
      <Group justify="space-between" align="flex-start" wrap="nowrap" mb="sm">
        <Title order={3} size="h4" {...recordHeading('project', project.id)}>
          {project.name}
        </Title>
        <CloseButton onClick={onClose} aria-label={t('card.close')} />
      </Group>
      <Group gap="xs" mb="md">
        <Badge variant="light">{stageName(project.stage)}</Badge>
        <SyncStateBadge state={project.syncState} id={project.id} />
        <Suspense fallback={null}>
          <ProjectActions project={project} />
        </Suspense>
      </Group>
      <Stack gap="sm">
        <ProjectHours card={card} error={error} />
        <Field label={t('card.number')}>
          {project.number ??
            (project.syncState === 'local' ? localOnly : isProvisionalId(project.id) ? notSynced : '—')}
        </Field>
        <Field label={t('card.company')}>{project.companyName ?? '—'}</Field>
        <Field label={t('card.contact')}>{card?.contactName ?? '—'}</Field>
        <Field label={t('card.manager')}>{project.managerName ?? '—'}</Field>
        <Field label={t('card.value')}>
          {project.value === null ? '—' : formatMoney(project.value, project.currency)}
        </Field>
        <Field label={t('card.currency')}>{project.currency}</Field>
        <Field label={t('card.startDate')}>{formatDate(project.startDate)}</Field>
        <Field label={t('card.projectId')}>
          {project.syncState === 'local' ? localOnly : isProvisionalId(project.id) ? notSynced : project.id}
        </Field>
      </Stack>
    </Paper>
  );
}
