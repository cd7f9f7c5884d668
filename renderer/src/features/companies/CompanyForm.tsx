import { SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DuplicateViewT } from '../../../../shared/app/channels/records';
import type { CompanyViewT } from '../../../../shared/app/views';
import { invoke } from '../../contract/client';
import { textOrNull } from '../../components/form-values';
import { SaveFooter, useQueuedSave } from '../../components/save-flow';
import { knownCode, storedCountryName } from './countries';
import { CountrySelect } from './CountrySelect';
import { findDuplicates } from './store';

/** The text write fields of a company (psa-api.md) after Name, with their label keys; the country is a list. */
const FIELDS = [
  ['CompanyRegistrationNumber', 'registrationNumber', 64],
  ['TaxNumber', 'taxNumber', 64],
  ['PhoneNumber', 'phone', 64],
  ['Street', 'street', 255],
  ['PostalCode', 'postalCode', 32],
  ['City', 'city', 128],
  ['ExternalID', 'externalId', 128],
] as const;
type Field = 'Name' | (typeof FIELDS)[number][0];
type Values = Record<Field, string> & { Country: string | null };

/** The select's value for a stored country the list does not know: it is kept as stored. */
const KEPT = '~stored';

/** The country as the form starts: the stored code, else the stored text kept as it is, else none. */
function initialCountry(c: CompanyViewT | undefined): string | null {
  if (!c) return null;
  return knownCode(c.countryCode) ?? (c.country || c.countryCode ? KEPT : null);
}

function initial(c: CompanyViewT | undefined): Values {
  return {
    Name: c?.name ?? '',
    CompanyRegistrationNumber: c?.registrationNumber ?? '',
    TaxNumber: c?.taxNumber ?? '',
    PhoneNumber: c?.phone ?? '',
    Street: c?.street ?? '',
    PostalCode: c?.postalCode ?? '',
    City: c?.city ?? '',
    Country: initialCountry(c),
    ExternalID: c?.externalId ?? '',
  };
}

/** Country and CountryCode as the PSA takes them: both from the code, or both as stored while unchanged. */
function countryFields(value: string | null, company: CompanyViewT | undefined) {
  const stored = { Country: company?.country ?? null, CountryCode: company?.countryCode ?? null };
  if (value === KEPT) return stored;
  if (value === null) return { Country: null, CountryCode: null };
  // An unchanged country keeps the name it was stored with (e.g. "Nederland").
  const same = value === initialCountry(company) && stored.Country !== null;
  return { Country: same ? stored.Country : storedCountryName(value), CountryCode: value };
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
  const { t } = useTranslation(['companies', 'common']);
  // A typed text that names no country: refused at the field and on save, never dropped in silence.
  const unknownCountry = useRef<string | null>(null);
  const unknownMessage = (text: string) => t('form.countryUnknown', { text });
  const form = useForm<Values>({
    mode: 'controlled',
    initialValues: initial(company),
    validate: {
      Name: (v) => (v.trim() ? null : t('form.nameRequired')),
      Country: () => (unknownCountry.current === null ? null : unknownMessage(unknownCountry.current)),
    },
  });
  const [matches, setMatches] = useState<DuplicateViewT[] | null>(null);
  const { busy, setBusy, error, run } = useQueuedSave(form);

  const onUnknownCountry = (text: string | null) => {
    unknownCountry.current = text;
    if (text === null) form.clearFieldError('Country');
    else form.setFieldError('Country', unknownMessage(text));
  };

  const save = async (values: Values) => {
    const texts = Object.fromEntries(FIELDS.map(([f]) => [f, textOrNull(values[f])])) as Record<
      (typeof FIELDS)[number][0],
      string | null
    >;
    const name = values.Name.trim();
    const body = { ...texts, ...countryFields(values.Country, company), Name: name };
    let id = company?.id ?? '';
    const saved = await run(async () => {
      if (company) await invoke('companies:update', { ...body, CompanyID: company.id });
      else ({ id } = await invoke('companies:create', body));
      return company ? t('form.saved', { name }) : t('form.created', { name });
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

  const kept = useMemo(
    () =>
      company && initialCountry(company) === KEPT
        ? { value: KEPT, label: company.country ?? company.countryCode ?? '' }
        : null,
    [company],
  );
  return (
    <form
      onSubmit={onSubmit}
      noValidate
      aria-label={company ? t('actions.editCompany') : t('actions.newCompany')}
    >
      <Stack gap="sm">
        <TextInput
          label={t('form.name')}
          required
          data-autofocus
          maxLength={255}
          {...form.getInputProps('Name')}
        />
        <SimpleGrid cols={2} spacing="sm" verticalSpacing="sm">
          {FIELDS.slice(0, 6).map(([field, label, max]) => (
            <TextInput
              key={field}
              label={t(`form.${label}`)}
              maxLength={max}
              {...form.getInputProps(field)}
            />
          ))}
          <CountrySelect
            value={form.values.Country}
            onChange={(v) => form.setFieldValue('Country', v)}
            kept={kept}
            onUnknown={onUnknownCountry}
            error={typeof form.errors.Country === 'string' ? form.errors.Country : null}
          />
          <TextInput label={t('form.externalId')} maxLength={128} {...form.getInputProps('ExternalID')} />
        </SimpleGrid>
        <SaveFooter
          error={error}
          busy={busy}
          submitLabel={company ? t('common:save') : t('form.createCompany')}
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
