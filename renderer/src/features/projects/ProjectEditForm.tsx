import { Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import type { ProjectViewT } from '../../../../shared/app/views';
import { invoke } from '../../contract/client';
import { idOrNull } from '../../components/form-values';
import { PROJECT_QUEUED, SaveFooter, useQueuedSave } from '../../components/save-flow';
import { checkId, idLabel, SeenValueInput, useOptions } from './project-fields';

interface Props {
  project: ProjectViewT;
  onSaved: () => void;
  onCancel: () => void;
}

/** Changes what the API lets change on a project: its stage and its contract template. */
export function ProjectEditForm({ project, onSaved, onCancel }: Props) {
  const options = useOptions();
  const { t } = useTranslation(['projects', 'common']);
  const form = useForm({
    mode: 'controlled',
    initialValues: {
      Stage: project.stage,
      ContractTemplateID: project.contractTemplateId ?? '',
    },
    validate: {
      Stage: (v: string) => (v.trim() ? null : t('form.stageRequired')),
      ContractTemplateID: (v: string) =>
        project.contractTemplateId !== null && v.trim() === '' ? t('form.templateKept') : checkId(v),
    },
  });
  const { busy, error, run } = useQueuedSave(form);

  const onSubmit = form.onSubmit(async (v) => {
    const stage = v.Stage.trim();
    const template = idOrNull(v.ContractTemplateID);
    const patch = {
      ...(stage !== project.stage ? { Stage: stage } : {}),
      ...(template !== null && template !== project.contractTemplateId
        ? { ContractTemplateID: template }
        : {}),
    };
    if (Object.keys(patch).length === 0) return onCancel();
    const saved = await run(async () => {
      await invoke('projects:update', { ProjectID: project.id, ...patch });
      return t('form.saved', { name: project.name });
    }, PROJECT_QUEUED);
    if (saved) onSaved();
  });

  return (
    <form onSubmit={onSubmit} noValidate aria-label={t('form.editProject')}>
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          {t('form.editIntro')}
        </Text>
        <SeenValueInput
          label={t('form.stage')}
          required
          data-autofocus
          seen={options?.stages ?? []}
          {...form.getInputProps('Stage')}
        />
        <SeenValueInput
          label={t('form.contractTemplateId')}
          seen={(options?.contractTemplates ?? []).map(idLabel)}
          {...form.getInputProps('ContractTemplateID')}
        />
        <SaveFooter error={error} busy={busy} submitLabel={t('common:save')} onCancel={onCancel} />
      </Stack>
    </form>
  );
}
