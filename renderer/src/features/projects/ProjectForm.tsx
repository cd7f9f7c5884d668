import { Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DuplicateViewT } from '../../../../shared/app/channels/records';
import { unitsToText } from '../../../../shared/decimal';
import { parseAmount } from '../../../../shared/expense-math';
import { isProblem } from '../../../../shared/i18n/problems';
import { MONEY_SCALE } from '../../../../shared/psa/scalars';
import { invoke } from '../../contract/client';
import { CompanySelect } from '../../components/CompanySelect';
import { parseDateText } from '../../components/date-text';
import { problemText } from '../../components/shared-problem-text';
import { DateTextInput } from '../../components/DateTextInput';
import { idOrNull, textOrNull } from '../../components/form-values';
import { PROJECT_QUEUED, SaveFooter, useQueuedSave } from '../../components/save-flow';
import { checkId, idLabel, SeenValueInput, useOptions } from './project-fields';
import { openProject } from './store';

interface Values {
  Name: string;
  Stage: string;
  CompanyID: string | null;
  ContactID: string | null;
  ProjectManagerID: string | null;
  StartDate: string;
  /** Typed money, up to 8 decimals, sent as its exact decimal text. */
  DealAmount: string;
  CurrencyCode: string;
  ProjectTypeID: string;
  BusinessUnitID: string;
  ContractTemplateID: string;
}

/** The contacts of a company as select options. */
function useContactOptions(companyId: string | null): { value: string; label: string }[] {
  const [options, setOptions] = useState<{ value: string; label: string }[]>([]);
  useEffect(() => {
    let live = true;
    setOptions([]);
    if (!companyId) return;
    invoke('contacts:list', { companyId })
      .then((list) => {
        if (!live) return;
        setOptions(
          list.map((k) => ({
            value: k.id,
            label: [k.firstName, k.lastName].filter(Boolean).join(' '),
          })),
        );
      })
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [companyId]);
  return options;
}

interface Props {
  companyId?: string;
  onSaved: (id: string) => void;
  onCancel: () => void;
}

/** A typed start date as the PSA's UTC-midnight date; empty is none (validated before). */
function startDate(text: string): string | null {
  const day = text.trim() ? parseDateText(text) : null;
  return day?.ok ? `${day.date}T00:00:00.000Z` : null;
}

/**
 * A new project with company, contact, manager, stage, type, business unit, currency and template;
 * likely duplicates (same company, similar name) are shown first, with "Create anyway".
 */
export function ProjectForm({ companyId, onSaved, onCancel }: Props) {
  const options = useOptions();
  const { t } = useTranslation('projects');
  const form = useForm<Values>({
    mode: 'controlled',
    initialValues: {
      Name: '',
      Stage: '',
      CompanyID: companyId ?? null,
      ContactID: null,
      ProjectManagerID: null,
      StartDate: '',
      DealAmount: '',
      CurrencyCode: '',
      ProjectTypeID: '',
      BusinessUnitID: '',
      ContractTemplateID: '',
    },
    validate: {
      Name: (v) => (v.trim() ? null : t('form.nameRequired')),
      Stage: (v) => (v.trim() ? null : t('form.stageRequired')),
      CompanyID: (v) => (v ? null : t('form.companyRequired')),
      StartDate: (v) => {
        const day = v.trim() ? parseDateText(v) : null;
        return day && !day.ok ? day.message : null;
      },
      DealAmount: (v) => {
        const amount = parseAmount(v);
        return isProblem(amount) ? problemText(amount) : null;
      },
      CurrencyCode: (v) => (!v.trim() || /^[A-Za-z]{3}$/.test(v.trim()) ? null : t('form.currencyFormat')),
      ProjectTypeID: checkId,
      BusinessUnitID: checkId,
      ContractTemplateID: checkId,
    },
  });
  const contacts = useContactOptions(form.values.CompanyID);
  const [matches, setMatches] = useState<DuplicateViewT[] | null>(null);
  const { busy, setBusy, error, run } = useQueuedSave(form);

  const save = async (v: Values) => {
    let id = '';
    const deal = parseAmount(v.DealAmount);
    const saved = await run(async () => {
      ({ id } = await invoke('projects:create', {
        Name: v.Name.trim(),
        Stage: v.Stage.trim(),
        CompanyID: v.CompanyID ?? '',
        ContactID: v.ContactID || null,
        ProjectManagerID: v.ProjectManagerID || null,
        StartDate: startDate(v.StartDate),
        DealAmount: typeof deal === 'bigint' ? unitsToText(deal, MONEY_SCALE) : null,
        CurrencyCode: textOrNull(v.CurrencyCode),
        ProjectTypeID: idOrNull(v.ProjectTypeID),
        BusinessUnitID: idOrNull(v.BusinessUnitID),
        ContractTemplateID: idOrNull(v.ContractTemplateID),
      }));
      return t('form.created', { name: v.Name.trim() });
    }, PROJECT_QUEUED);
    if (saved) onSaved(id);
    else setMatches(null);
  };

  // Like companies: a project of the same company with a similar name is shown before the create.
  const onSubmit = form.onSubmit(async (v) => {
    setBusy(true);
    const found = await invoke('records:duplicates', {
      kind: 'project',
      name: v.Name.trim(),
      companyId: v.CompanyID ?? '',
    }).catch(() => []);
    setBusy(false);
    if (found.length > 0) return setMatches(found);
    await save(v);
  });

  return (
    <form onSubmit={onSubmit} noValidate aria-label={t('form.newProject')}>
      <Stack gap="sm">
        <TextInput
          label={t('form.name')}
          required
          data-autofocus
          maxLength={255}
          {...form.getInputProps('Name')}
        />
        <SimpleGrid cols={2} spacing="sm" verticalSpacing="sm">
          <CompanySelect
            label={t('form.company')}
            required
            {...form.getInputProps('CompanyID')}
            onChange={(v) => {
              form.setFieldValue('CompanyID', v);
              form.setFieldValue('ContactID', null);
            }}
          />
          <Select
            label={t('form.contact')}
            data={contacts}
            clearable
            searchable
            disabled={!form.values.CompanyID}
            {...form.getInputProps('ContactID')}
          />
          <SeenValueInput
            label={t('form.stage')}
            required
            seen={options?.stages ?? []}
            {...form.getInputProps('Stage')}
          />
          <Select
            label={t('form.projectManager')}
            clearable
            searchable
            data={(options?.projectManagers ?? []).map((m) => ({ value: m.id, label: m.name }))}
            {...form.getInputProps('ProjectManagerID')}
          />
          <DateTextInput
            label={t('form.startDate')}
            value={form.values.StartDate}
            onChange={(text) => form.setFieldValue('StartDate', text)}
            error={typeof form.errors.StartDate === 'string' ? form.errors.StartDate : undefined}
          />
          <TextInput label={t('form.dealAmount')} inputMode="decimal" {...form.getInputProps('DealAmount')} />
          <SeenValueInput
            label={t('form.currency')}
            placeholder={options?.baseCurrency ?? 'EUR'}
            seen={options?.currencies ?? []}
            {...form.getInputProps('CurrencyCode')}
          />
          <SeenValueInput
            label={t('form.projectTypeId')}
            seen={(options?.projectTypes ?? []).map(idLabel)}
            {...form.getInputProps('ProjectTypeID')}
          />
          <SeenValueInput
            label={t('form.businessUnitId')}
            seen={(options?.businessUnits ?? []).map(idLabel)}
            {...form.getInputProps('BusinessUnitID')}
          />
          <SeenValueInput
            label={t('form.contractTemplateId')}
            seen={(options?.contractTemplates ?? []).map(idLabel)}
            {...form.getInputProps('ContractTemplateID')}
          />
        </SimpleGrid>
        <SaveFooter
          error={error}
          busy={busy}
          submitLabel={t('form.createProject')}
          onCancel={onCancel}
          duplicates={{
            what: 'project',
            matches,
            onBack: () => setMatches(null),
            onOpen: (m) => (onCancel(), openProject(m.id)),
            onCreateAnyway: () => void save(form.getValues()),
          }}
        />
      </Stack>
    </form>
  );
}
