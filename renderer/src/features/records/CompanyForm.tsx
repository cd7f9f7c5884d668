import { Alert, Button, Group, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import type { DuplicateViewT } from '../../../../shared/app/channels/admin';
import type { CompanyViewT } from '../../../../shared/app/views';
import { errorMessage, invoke } from '../../contract/client';
import { notify } from '../../app/notify';
import { DuplicateWarning } from './DuplicateWarning';
import { fieldErrorsOf, findDuplicates, textOrNull } from './store';

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
  onSaved: (id: number) => void;
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
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const save = async (values: Values) => {
    setBusy(true);
    setError(null);
    const body = Object.fromEntries(FIELDS.map(([f]) => [f, textOrNull(values[f])])) as Record<
      Field,
      string | null
    >;
    const name = body.Name ?? '';
    try {
      const id = company
        ? (await invoke('companies:update', { ...body, Name: name, CompanyID: company.id }), company.id)
        : (await invoke('companies:create', { ...body, Name: name })).id;
      notify({
        color: 'teal',
        title: company ? `${name} saved` : `${name} created`,
        message: 'Saved here and queued: it reaches the PSA service with the next sync.',
      });
      onSaved(id);
    } catch (err) {
      setMatches(null);
      form.setErrors(fieldErrorsOf(err));
      setError(errorMessage(err));
    } finally {
      setBusy(false);
    }
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
        {error && (
          <Alert color="red" title="Not saved" role="alert">
            {error}
          </Alert>
        )}
        {matches ? (
          <DuplicateWarning
            what="company"
            matches={matches}
            busy={busy}
            onBack={() => setMatches(null)}
            onOpen={onOpenExisting}
            onCreateAnyway={() => void save(form.getValues())}
          />
        ) : (
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onCancel} disabled={busy}>
              Cancel
            </Button>
            <Button type="submit" loading={busy}>
              {company ? 'Save' : 'Create company'}
            </Button>
          </Group>
        )}
      </Stack>
    </form>
  );
}
