import { Button, Group, Modal } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useDiscardAsk } from '../../components/DiscardAsk';
import { useTranslation } from 'react-i18next';
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

/** The modal of one record form; closes itself after a save or when the user opens a duplicate. */
export function FormModal({ open, onClose }: { open: Open; onClose: () => void }) {
  const { t } = useTranslation('companies');
  const guard = useDiscardAsk(onClose);
  const { reset } = guard;
  // Each opening starts with nothing typed.
  useEffect(() => {
    if (open === null) reset();
  }, [open, reset]);
  const showCompany = (id: string) => void useLookups.getState().show('companies', id);
  const showContact = (id: string) => void useLookups.getState().show('contacts', id);
  const openExisting = (m: DuplicateViewT) => {
    onClose();
    openRecord(m.kind, m.id);
  };
  let title = '';
  let body = null;
  if (open?.form === 'company') {
    title = open.company ? t('actions.editCompany') : t('actions.newCompany');
    body = (
      <CompanyForm
        company={open.company}
        onCancel={onClose}
        onOpenExisting={openExisting}
        onSaved={(id) => (onClose(), showCompany(id))}
      />
    );
  } else if (open?.form === 'contact') {
    title = open.contact ? t('actions.editContact') : t('actions.newContact');
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
    title = t('actions.newProject');
    body = (
      <ProjectForm
        companyId={open.companyId}
        onCancel={onClose}
        onSaved={(id) => (onClose(), openProject(id))}
      />
    );
  }
  return (
    <>
      {/* Escape, the close button or a click outside ask before typed input is lost; the form's
          own Cancel is a deliberate discard. */}
      <Modal opened={open !== null} onClose={guard.requestClose} title={title} size="lg" centered>
        <div onInput={guard.onInput}>{body}</div>
      </Modal>
      {guard.ask}
    </>
  );
}

/** "New company" / "New contact" next to the Companies section's search. */
export function Toolbar({ kind }: { kind: LookupKind }) {
  const [open, setOpen] = useState<Open>(null);
  const { t } = useTranslation('companies');
  return (
    <>
      <Button variant="light" onClick={() => setOpen({ form: kind === 'companies' ? 'company' : 'contact' })}>
        {kind === 'companies' ? t('actions.newCompany') : t('actions.newContact')}
      </Button>
      <FormModal open={open} onClose={() => setOpen(null)} />
    </>
  );
}

/** A company's actions: edit it, add a contact or a project to it. */
export function CompanyActions({ company }: { company: CompanyViewT }) {
  const [open, setOpen] = useState<Open>(null);
  const { t } = useTranslation(['companies', 'common']);
  return (
    <Group gap={6}>
      <Button size="xs" variant="default" onClick={() => setOpen({ form: 'company', company })}>
        {t('common:edit')}
      </Button>
      <Button size="xs" variant="default" onClick={() => setOpen({ form: 'contact', companyId: company.id })}>
        {t('actions.addContact')}
      </Button>
      <Button size="xs" variant="default" onClick={() => setOpen({ form: 'project', companyId: company.id })}>
        {t('actions.newProject')}
      </Button>
      <FormModal open={open} onClose={() => setOpen(null)} />
    </Group>
  );
}

/** A contact's action: edit it. */
export function ContactActions({ contact }: { contact: ContactViewT }) {
  const [open, setOpen] = useState<Open>(null);
  const { t } = useTranslation('common');
  return (
    <>
      <Button size="xs" variant="default" onClick={() => setOpen({ form: 'contact', contact })}>
        {t('edit')}
      </Button>
      <FormModal open={open} onClose={() => setOpen(null)} />
    </>
  );
}
