import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import type { ProjectViewT } from '../../../../shared/app/views';
import { errorMessage, invoke } from '../../contract/client';
import { notify } from '../../app/notify';
import { checkId, idLabel, SeenValueInput, useOptions } from './project-fields';
import { fieldErrorsOf, idOrNull } from './store';

interface Props {
  project: ProjectViewT;
  onSaved: () => void;
  onCancel: () => void;
}

/** Changes what the API lets change on a project: its stage and its contract template. */
export function ProjectEditForm({ project, onSaved, onCancel }: Props) {
  const options = useOptions();
  const form = useForm({
    mode: 'controlled',
    initialValues: {
      Stage: project.stage,
      ContractTemplateID: project.contractTemplateId === null ? '' : String(project.contractTemplateId),
    },
    validate: {
      Stage: (v: string) => (v.trim() ? null : 'Choose or type a stage'),
      ContractTemplateID: (v: string) =>
        project.contractTemplateId !== null && v.trim() === ''
          ? 'A contract template cannot be removed, only changed'
          : checkId(v),
    },
  });
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

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
    setBusy(true);
    setError(null);
    try {
      await invoke('projects:update', { ProjectID: project.id, ...patch });
      notify({
        color: 'teal',
        title: `${project.name} saved`,
        message: 'Saved here and queued: the PSA service checks it with the next sync.',
      });
      onSaved();
    } catch (err) {
      form.setErrors(fieldErrorsOf(err));
      setError(errorMessage(err));
    } finally {
      setBusy(false);
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate aria-label="Edit project">
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          The PSA service lets an existing project change its stage and its contract template.
        </Text>
        <SeenValueInput
          label="Stage"
          required
          data-autofocus
          seen={options?.stages ?? []}
          {...form.getInputProps('Stage')}
        />
        <SeenValueInput
          label="Contract template id"
          seen={(options?.contractTemplates ?? []).map(idLabel)}
          {...form.getInputProps('ContractTemplateID')}
        />
        {error && (
          <Alert color="red" title="Not saved" role="alert">
            {error}
          </Alert>
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel} disabled={busy}>
            Cancel
          </Button>
          <Button type="submit" loading={busy}>
            Save
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
