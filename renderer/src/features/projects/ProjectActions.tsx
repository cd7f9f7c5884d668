import { Button, Modal } from '@mantine/core';
import { useState } from 'react';
import type { ProjectViewT } from '../../../../shared/app/views';
import { ProjectEditForm } from './ProjectEditForm';

/** "Edit" on a project's card: change its stage or contract template. */
export default function ProjectActions({ project }: { project: ProjectViewT }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button size="xs" variant="default" onClick={() => setOpen(true)}>
        Edit
      </Button>
      <Modal opened={open} onClose={() => setOpen(false)} title={`Edit ${project.name}`} centered>
        <ProjectEditForm project={project} onSaved={() => setOpen(false)} onCancel={() => setOpen(false)} />
      </Modal>
    </>
  );
}
