import { Alert, Button, Group, Loader, NativeSelect, Text, TextInput, Title } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PAGE_ROWS, prefetchProjects, useProjects, useSelectedProject } from './store';
import { ProjectList } from './ProjectList';
import { ProjectCard } from './ProjectCard';
import { stageName } from './stage-name';
import list from '../../components/VirtualList.module.css';
import { useSettings } from '../settings/store';
import { OfflineProjects } from '../setup/OfflineProjects';
import { ListSkeleton } from '../../components/Skeletons';
import { useFirstSyncRunning } from '../sync/first-sync';

const ALL = '';

function Filters() {
  const search = useProjects((s) => s.search);
  const stage = useProjects((s) => s.stage);
  const stages = useProjects((s) => s.stages);
  const loading = useProjects((s) => s.loading);
  const setSearch = useProjects((s) => s.setSearch);
  const setStage = useProjects((s) => s.setStage);
  const { t } = useTranslation('projects');
  return (
    <Group gap="sm" mb="sm" align="flex-end">
      <TextInput
        label={t('panel.search')}
        placeholder={t('panel.searchPlaceholder')}
        value={search}
        onChange={(e) => setSearch(e.currentTarget.value)}
        rightSection={loading ? <Loader size="xs" /> : null}
        w={320}
        autoFocus
      />
      <NativeSelect
        label={t('panel.stage')}
        value={stage ?? ALL}
        onChange={(e) => setStage(e.currentTarget.value === ALL ? null : e.currentTarget.value)}
        data={[
          { value: ALL, label: t('panel.allStages') },
          ...stages.map((s) => ({ value: s, label: stageName(s) })),
        ]}
        w={180}
      />
    </Group>
  );
}

function Count() {
  const count = useProjects((s) => s.items.length);
  const loaded = useProjects((s) => s.loaded);
  const { t } = useTranslation('projects');
  if (!loaded) return null;
  return (
    <Text size="sm" c="dimmed" aria-live="polite">
      {count >= PAGE_ROWS ? t('panel.firstRows', { count: PAGE_ROWS }) : t('panel.count', { count })}
    </Text>
  );
}

function Results() {
  const items = useProjects((s) => s.items);
  const loaded = useProjects((s) => s.loaded);
  const error = useProjects((s) => s.error);
  const filtered = useProjects((s) => s.search.trim() !== '' || s.stage !== null);
  const selectedId = useProjects((s) => s.selectedId);
  const select = useProjects((s) => s.select);
  const selected = useSelectedProject();
  const offlineOnly = useSettings((s) => s.settings?.mode === 'offline');
  const firstSync = useFirstSyncRunning();
  const { t } = useTranslation('projects');

  if (error) {
    return (
      <Alert color="red" title={t('panel.notRead')} role="alert">
        {error}
      </Alert>
    );
  }
  // Rows in the list's shape while the first load or the first sync brings the projects.
  if (items.length === 0 && !filtered && (!loaded || firstSync)) return <ListSkeleton />;
  if (loaded && items.length === 0) {
    // Offline only: say what works without a remote, with the import and the hand form.
    if (!filtered && offlineOnly) return <OfflineProjects />;
    return (
      <Text c="dimmed" mt="md">
        {filtered ? t('panel.noMatch') : t('panel.noneYet')}
      </Text>
    );
  }
  return (
    <div className={list.layout}>
      <ProjectList items={items} selectedId={selectedId} onSelect={select} />
      {selected && <ProjectCard project={selected} onClose={() => select(null)} />}
    </div>
  );
}

/** Projects: search as you type, filter by stage, a card for the selected one. */
export default function ProjectsPanel() {
  // Usually loaded already (start-up prefetch); later changes arrive through data:changed.
  useEffect(() => {
    void prefetchProjects();
  }, []);
  const offlineOnly = useSettings((s) => s.settings?.mode === 'offline');
  const some = useProjects((s) => s.items.length > 0);
  const [adding, setAdding] = useState(false);
  const { t } = useTranslation('projects');
  return (
    <>
      <Group justify="space-between" align="baseline">
        <Title order={2} size="h3" mb="xs">
          {t('panel.title')}
        </Title>
        <Group gap="sm">
          <Count />
          {offlineOnly && some && (
            <Button
              variant="light"
              size="compact-sm"
              onClick={() => setAdding((a) => !a)}
              aria-expanded={adding}
            >
              {t('panel.importOrAdd')}
            </Button>
          )}
        </Group>
      </Group>
      {offlineOnly && some && adding && <OfflineProjects />}
      <Filters />
      <Results />
    </>
  );
}
