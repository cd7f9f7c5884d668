import { Badge, CloseButton, Group, Paper, Stack, Title } from '@mantine/core';
import { lazy, Suspense } from 'react';
import type { ProjectViewT } from '../../../../shared/app/views';
import { idForPeople, isProvisionalId, LOCAL_ONLY, NOT_SYNCED } from '../../../../shared/provisional';
import { Field } from '../../components/Field';
import { SyncStateBadge } from '../../components/SyncStateBadge';
import { formatDate, formatMoney } from '../../components/format';
import { ProjectHours, useProjectCard } from './ProjectHours';
import classes from './Projects.module.css';

// The edit form (stage, contract template) loads on the first card shown, outside the start-up bundle.
const ProjectActions = lazy(() => import('./ProjectActions'));

/** The selected project's details. */
export function ProjectCard({ project, onClose }: { project: ProjectViewT; onClose: () => void }) {
  const { card, error } = useProjectCard(project.id);
  return (
    <Paper
      withBorder
      radius="md"
      p="md"
      className={classes.card}
      component="aside"
      aria-label="Project details"
    >
      <Group justify="space-between" align="flex-start" wrap="nowrap" mb="sm">
        <Title order={3} size="h4">
          {project.name}
        </Title>
        <CloseButton onClick={onClose} aria-label="Close details" />
      </Group>
      <Group gap="xs" mb="md">
        <Badge variant="light">{project.stage}</Badge>
        <SyncStateBadge state={project.syncState} id={project.id} />
        <Suspense fallback={null}>
          <ProjectActions project={project} />
        </Suspense>
      </Group>
      <Stack gap="sm">
        <ProjectHours card={card} error={error} />
        <Field label="Number">
          {project.number ??
            (project.syncState === 'local' ? LOCAL_ONLY : isProvisionalId(project.id) ? NOT_SYNCED : '—')}
        </Field>
        <Field label="Company">{project.companyName ?? '—'}</Field>
        <Field label="Contact">{card?.contactName ?? '—'}</Field>
        <Field label="Manager">{project.managerName ?? '—'}</Field>
        <Field label="Value">
          {project.value === null ? '—' : formatMoney(project.value, project.currency)}
        </Field>
        <Field label="Currency">{project.currency}</Field>
        <Field label="Start date">{formatDate(project.startDate)}</Field>
        <Field label="Project id">
          {project.syncState === 'local' ? LOCAL_ONLY : idForPeople(project.id)}
        </Field>
      </Stack>
    </Paper>
  );
}
