import { Button, Group, Modal } from '@mantine/core';
import { useState } from 'react';
import type { DuplicateViewT } from '../../../../shared/app/channels/records';
import type { CompanyViewT, ContactViewT } from '../../../../shared/app/views';
import { ProjectForm } from '../projects/ProjectForm';
import { openProject } from '../projects/store';
import { CompanyForm } from './CompanyForm';
import { ContactForm } from './ContactForm';
import { openRecord, useLookups, type LookupKind } from './store';

/** Which record form is open (and on which record, or for which company), or none. */
export type Open =
  | { form: 'company'; company?: CompanyViewT }
  | { form: 'contact'; contact?: ContactViewT; companyId?: string }
  | { form: 'project'; companyId?: string }
  | null;

const TITLES = { company: ['New company', 'Edit company'], contact: ['New contact', 'Edit contact'] };

/** The modal of one record form; closes itself after a save or when the user opens a duplicate. */
export function FormModal({ open, onClose }: { open: Open; onClose: () => void }) {
  const showCompany = (id: string) => void useLookups.getState().show('companies', id);
  const showContact = (id: string) => void useLookups.getState().show('contacts', id);
  const openExisting = (m: DuplicateViewT) => {
    onClose();
    openRecord(m.kind, m.id);
  };
  let title = '';
  let body = null;
  if (open?.form === 'company') {
    title = TITLES.company[open.company ? 1 : 0] ?? '';
    body = (
      <CompanyForm
        company={open.company}
        onCancel={onClose}
        onOpenExisting={openExisting}
        onSaved={(id) => (onClose(), showCompany(id))}
      />
    );
  } else if (open?.form === 'contact') {
    title = TITLES.contact[open.contact ? 1 : 0] ?? '';
    body = (
      <ContactForm
        contact={open.contact}
        companyId={open.companyId}
        onCancel={onClose}
        onOpenExisting={openExisting}
        onSaved={(id) => (onClose(), showContact(id))}
      />
    );
  } else if (open?.form === 'project') {
    title = 'New project';
    body = (
      <ProjectForm
        companyId={open.companyId}
        onCancel={onClose}
        onSaved={(id) => (onClose(), openProject(id))}
      />
    );
  }
  return (
    <Modal opened={open !== null} onClose={onClose} title={title} size="lg" centered>
      {body}
    </Modal>
  );
}

/** "New company" / "New contact" next to the Companies section's search. */
export function Toolbar({ kind }: { kind: LookupKind }) {
  const [open, setOpen] = useState<Open>(null);
  return (
    <>
      <Button variant="light" onClick={() => setOpen({ form: kind === 'companies' ? 'company' : 'contact' })}>
        {kind === 'companies' ? 'New company' : 'New contact'}
      </Button>
      <FormModal open={open} onClose={() => setOpen(null)} />
    </>
  );
}

/** A company's actions: edit it, add a contact or a project to it. */
export function CompanyActions({ company }: { company: CompanyViewT }) {
  const [open, setOpen] = useState<Open>(null);
  return (
    <Group gap={6}>
      <Button size="xs" variant="default" onClick={() => setOpen({ form: 'company', company })}>
        Edit
      </Button>
      <Button size="xs" variant="default" onClick={() => setOpen({ form: 'contact', companyId: company.id })}>
        Add contact
      </Button>
      <Button size="xs" variant="default" onClick={() => setOpen({ form: 'project', companyId: company.id })}>
        New project
      </Button>
      <FormModal open={open} onClose={() => setOpen(null)} />
    </Group>
  );
}

/** A contact's action: edit it. */
export function ContactActions({ contact }: { contact: ContactViewT }) {
  const [open, setOpen] = useState<Open>(null);
  return (
    <>
      <Button size="xs" variant="default" onClick={() => setOpen({ form: 'contact', contact })}>
        Edit
      </Button>
      <FormModal open={open} onClose={() => setOpen(null)} />
    </>
  );
}
