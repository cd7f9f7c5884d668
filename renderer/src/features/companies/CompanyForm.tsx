import { SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import type { DuplicateViewT } from '../../../../shared/app/channels/records';
import type { CompanyViewT } from '../../../../shared/app/views';
import { invoke } from '../../contract/client';
import { textOrNull } from '../../components/form-values';
import { SaveFooter, useQueuedSave } from '../../components/save-flow';
import { findDuplicates } from './store';

/** The write fields of a company (psa-api.md), as the form holds them. */
const FIELDS = [
  ['Name', 'Name', 255],
  ['CompanyRegistrationNumber', 'Registration number', 64],
  ['TaxNumber', 'Tax number', 64],
  ['PhoneNumber', 'Phone', 64],
  ['Street', 'Street', 255],
  ['PostalCode', 'Postal code', 32],
  ['City', 'City', 128],
  ['Country', 'Country', 128],
  ['CountryCode', 'Country code', 3],
  ['ExternalID', 'External id', 128],
] as const;
type Field = (typeof FIELDS)[number][0];
type Values = Record<Field, string>;

function initial(c: CompanyViewT | undefined): Values {
  return {
    Name: c?.name ?? '',
    CompanyRegistrationNumber: c?.registrationNumber ?? '',
    TaxNumber: c?.taxNumber ?? '',
    PhoneNumber: c?.phone ?? '',
    Street: c?.street ?? '',
    PostalCode: c?.postalCode ?? '',
    City: c?.city ?? '',
    Country: c?.country ?? '',
    CountryCode: c?.countryCode ?? '',
    ExternalID: c?.externalId ?? '',
  };
}

interface Props {
  /** The company to edit; absent for a new one. */
  company?: CompanyViewT;
  onSaved: (id: string) => void;
  onCancel: () => void;
  onOpenExisting: (match: DuplicateViewT) => void;
}

/** Create or edit a company with every write field; a create first shows likely duplicates. */
export function CompanyForm({ company, onSaved, onCancel, onOpenExisting }: Props) {
  const form = useForm<Values>({
    mode: 'controlled',
    initialValues: initial(company),
    validate: {
      Name: (v) => (v.trim() ? null : 'Enter the company name'),
      CountryCode: (v) =>
        !v.trim() || /^[A-Za-z]{2,3}$/.test(v.trim()) ? null : 'Two or three letters, e.g. NL or DEU',
    },
  });
  const [matches, setMatches] = useState<DuplicateViewT[] | null>(null);
  const { busy, setBusy, error, run } = useQueuedSave(form);

  const save = async (values: Values) => {
    const body = Object.fromEntries(FIELDS.map(([f]) => [f, textOrNull(values[f])])) as Record<
      Field,
      string | null
    >;
    const name = body.Name ?? '';
    let id = company?.id ?? '';
    const saved = await run(async () => {
      if (company) await invoke('companies:update', { ...body, Name: name, CompanyID: company.id });
      else ({ id } = await invoke('companies:create', { ...body, Name: name }));
      return company ? `${name} saved` : `${name} created`;
    });
    if (saved) onSaved(id);
    else setMatches(null);
  };

  const onSubmit = form.onSubmit(async (values) => {
    if (!company) {
      setBusy(true);
      const found = await findDuplicates({ kind: 'company', name: values.Name.trim() }).catch(() => []);
      setBusy(false);
      if (found.length > 0) return setMatches(found);
    }
    await save(values);
  });

  return (
    <form onSubmit={onSubmit} noValidate aria-label={company ? 'Edit company' : 'New company'}>
      <Stack gap="sm">
        <TextInput label="Name" required data-autofocus maxLength={255} {...form.getInputProps('Name')} />
        <SimpleGrid cols={2} spacing="sm" verticalSpacing="sm">
          {FIELDS.slice(1).map(([field, label, max]) => (
            <TextInput key={field} label={label} maxLength={max} {...form.getInputProps(field)} />
          ))}
        </SimpleGrid>
        <SaveFooter
          error={error}
          busy={busy}
          submitLabel={company ? 'Save' : 'Create company'}
          onCancel={onCancel}
          duplicates={{
            what: 'company',
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
