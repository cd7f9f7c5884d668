import { SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DuplicateViewT } from '../../../../shared/app/channels/records';
import type { ContactViewT } from '../../../../shared/app/views';
import { invoke } from '../../contract/client';
import { CompanySelect } from '../../components/CompanySelect';
import { textOrNull } from '../../components/form-values';
import { SaveFooter, useQueuedSave } from '../../components/save-flow';
import { findDuplicates } from './store';

interface Values {
  CompanyID: string | null;
  FirstName: string;
  LastName: string;
  Email: string;
  Salutation: string;
  Phonenumber: string;
  JobTitle: string;
  ExternalID: string;
}

function initial(k: ContactViewT | undefined, companyId: string | undefined): Values {
  const company = k?.companyId ?? companyId;
  return {
    CompanyID: company ?? null,
    FirstName: k?.firstName ?? '',
    LastName: k?.lastName ?? '',
    Email: k?.email ?? '',
    Salutation: k?.salutation ?? '',
    Phonenumber: k?.phone ?? '',
    JobTitle: k?.jobTitle ?? '',
    ExternalID: k?.externalId ?? '',
  };
}

interface Props {
  /** The contact to edit; absent for a new one. */
  contact?: ContactViewT;
  /** The company a new contact belongs to, when created from a company. */
  companyId?: string;
  onSaved: (id: string) => void;
  onCancel: () => void;
  onOpenExisting: (match: DuplicateViewT) => void;
}

/** Create or edit a contact with every write field; a create first shows likely duplicates. */
export function ContactForm({ contact, companyId, onSaved, onCancel, onOpenExisting }: Props) {
  const { t } = useTranslation(['companies', 'common']);
  const form = useForm<Values>({
    mode: 'controlled',
    initialValues: initial(contact, companyId),
    validate: {
      CompanyID: (v) => (v ? null : t('contactForm.companyRequired')),
      LastName: (v) => (v.trim() ? null : t('contactForm.lastNameRequired')),
      Email: (v) => (/^\S+@\S+\.\S+$/.test(v.trim()) ? null : t('contactForm.emailRequired')),
    },
  });
  const [matches, setMatches] = useState<DuplicateViewT[] | null>(null);
  const { busy, setBusy, error, run } = useQueuedSave(form);

  const save = async (v: Values) => {
    const body = {
      CompanyID: v.CompanyID ?? '',
      FirstName: textOrNull(v.FirstName),
      LastName: v.LastName.trim(),
      Email: v.Email.trim(),
      Salutation: textOrNull(v.Salutation),
      Phonenumber: textOrNull(v.Phonenumber),
      JobTitle: textOrNull(v.JobTitle),
      ExternalID: textOrNull(v.ExternalID),
    };
    const name = [body.FirstName, body.LastName].filter(Boolean).join(' ');
    let id = contact?.id ?? '';
    const saved = await run(async () => {
      if (contact) await invoke('contacts:update', { ...body, ContactID: contact.id });
      else ({ id } = await invoke('contacts:create', body));
      return contact ? t('form.saved', { name }) : t('form.created', { name });
    });
    if (saved) onSaved(id);
    else setMatches(null);
  };

  const onSubmit = form.onSubmit(async (v) => {
    if (!contact) {
      setBusy(true);
      const found = await findDuplicates({
        kind: 'contact',
        email: v.Email.trim(),
        firstName: textOrNull(v.FirstName),
        lastName: v.LastName.trim(),
        companyId: v.CompanyID ?? undefined,
      }).catch(() => []);
      setBusy(false);
      if (found.length > 0) return setMatches(found);
    }
    await save(v);
  });

  return (
    <form
      onSubmit={onSubmit}
      noValidate
      aria-label={contact ? t('actions.editContact') : t('actions.newContact')}
    >
      <Stack gap="sm">
        <CompanySelect label={t('contactForm.company')} required {...form.getInputProps('CompanyID')} />
        <SimpleGrid cols={2} spacing="sm" verticalSpacing="sm">
          <TextInput
            label={t('contactForm.firstName')}
            maxLength={128}
            data-autofocus
            {...form.getInputProps('FirstName')}
          />
          <TextInput
            label={t('contactForm.lastName')}
            required
            maxLength={128}
            {...form.getInputProps('LastName')}
          />
          <TextInput
            label={t('contactForm.email')}
            required
            type="email"
            maxLength={254}
            {...form.getInputProps('Email')}
          />
          <TextInput
            label={t('contactForm.salutation')}
            maxLength={32}
            {...form.getInputProps('Salutation')}
          />
          <TextInput label={t('contactForm.phone')} maxLength={64} {...form.getInputProps('Phonenumber')} />
          <TextInput label={t('contactForm.jobTitle')} maxLength={128} {...form.getInputProps('JobTitle')} />
          <TextInput
            label={t('contactForm.externalId')}
            maxLength={128}
            {...form.getInputProps('ExternalID')}
          />
        </SimpleGrid>
        <SaveFooter
          error={error}
          busy={busy}
          submitLabel={contact ? t('common:save') : t('contactForm.createContact')}
          onCancel={onCancel}
          duplicates={{
            what: 'contact',
            matches,
            onBack: () => setMatches(null),
            onOpen: onOpenExisting,
            onCreateAnyway: () => void save(form.getValues()),
          }}
        />
      </Stack>
    </form>
  );
}
