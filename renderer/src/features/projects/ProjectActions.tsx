import { Button, Modal } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ProjectViewT } from '../../../../shared/app/views';
import { ProjectEditForm } from './ProjectEditForm';

/** "Edit" on a project's card: change its stage or contract template. */
export default function ProjectActions({ project }: { project: ProjectViewT }) {
  const [open, setOpen] = useState(false);
  const { t } = useTranslation(['projects', 'common']);
  return (
    <>
      <Button size="xs" variant="default" onClick={() => setOpen(true)}>
        {t('common:edit')}
      </Button>
      <Modal
        opened={open}
        onClose={() => setOpen(false)}
        title={t('card.editTitle', { name: project.name })}
        centered
      >
        <ProjectEditForm project={project} onSaved={() => setOpen(false)} onCancel={() => setOpen(false)} />
      </Modal>
    </>
  );
}
