import { Alert, Button, Group, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { ConfirmChecks, confirmCodes } from '../../components/ConfirmChecks';
import { useRef, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { VAT_PRESETS } from '../../../../shared/expense-math';
import { notify } from '../../models/notify';
import { ContractLineInput } from '../../components/ContractLineInput';
import { DateTextInput } from '../../components/DateTextInput';
import { ProjectPicker } from '../../components/ProjectPicker';
import { amountProblem, type AmountField } from './form-model';
import { useExpenses } from './store';
import { ReceiptsField } from './receipts/ReceiptsField';
import { CategoryFields, unitsDecide } from './CategoryFields';
import { DateReadMark, ReadMark, ReadNote, useReadMark } from './receipts/ReadMarks';
import receiptClasses from './receipts/Receipts.module.css';

/** The form's title per mode, as keys of the expenses catalogue. */
const TITLES = { new: 'form.titleNew', edit: 'form.titleEdit', fix: 'form.titleFix' } as const;

function AmountInput({ field, label }: { field: AmountField; label: string }) {
  const mark = useReadMark(field === 'totalAmount' || field === 'amountExVAT' ? field : 'date');
  const marked = field !== 'vatRate' && field !== 'vatAmount' && mark !== null;
  const value = useExpenses((s) => s.draft[field]);
  const coreError = useExpenses((s) => s.fieldErrors[field]);
  const typedError = useExpenses((s) => {
    const p = amountProblem(s.draft);
    return p?.field === field && s.draft[field].trim() !== '' ? p.message : undefined;
  });
  const setAmount = useExpenses((s) => s.setAmount);
  const computed = useExpenses(unitsDecide);
  return (
    <TextInput
      readOnly={computed}
      label={label}
      value={value}
      onChange={(e) => setAmount(field, e.currentTarget.value)}
      inputMode="decimal"
      autoComplete="off"
      description={marked ? <ReadMark text={mark} /> : undefined}
      inputWrapperOrder={['label', 'input', 'description', 'error']}
      error={coreError ?? typedError}
      classNames={marked ? { input: receiptClasses.readInput } : undefined}
      styles={{ input: { textAlign: 'right', fontVariantNumeric: 'tabular-nums' } }}
    />
  );
}

function VatRate() {
  const rate = useExpenses((s) => s.draft.vatRate);
  // Worked back from a typed total, the rate still decides (form-model.ts).
  const decides = useExpenses((s) => s.draft.vatMode === 'rate' || s.draft.exFromTotal === true);
  const setAmount = useExpenses((s) => s.setAmount);
  const { t } = useTranslation('expenses');
  if (useExpenses(unitsDecide)) return null;
  return (
    <Stack gap={4}>
      <AmountInput field="vatRate" label={t('form.vatRate')} />
      <Group gap={4} role="group" aria-label={t('form.vatPresets')}>
        {VAT_PRESETS.map((p) => (
          <Button
            key={p}
            size="compact-xs"
            variant={decides && rate === p ? 'filled' : 'default'}
            onClick={() => setAmount('vatRate', p)}
          >
            {p}%
          </Button>
        ))}
      </Group>
    </Stack>
  );
}

function DerivedHint() {
  const mode = useExpenses((s) => s.draft.vatMode);
  const rate = useExpenses((s) => s.draft.vatRate);
  const back = useExpenses((s) => s.draft.exFromTotal === true);
  const { t } = useTranslation('expenses');
  if (useExpenses(unitsDecide)) return null;
  const text =
    mode === 'rate'
      ? t('form.hintRate', { rate: rate || '?' })
      : back
        ? t('form.hintWorkedBack', { rate: rate || '?' })
        : mode === 'amount'
          ? rate
            ? t('form.hintVatTypedShare', { rate })
            : t('form.hintVatTyped')
          : rate
            ? t('form.hintTotalTypedShare', { rate })
            : t('form.hintTotalTyped');
  return (
    <Text size="xs" c="dimmed" aria-live="polite">
      {text}
    </Text>
  );
}

/** The expense form: Enter saves, the draft survives a reload, problems show at their fields. */
export function ExpenseForm() {
  const draft = useExpenses((s) => s.draft);
  const errors = useExpenses((s) => s.fieldErrors);
  const formError = useExpenses((s) => s.formError);
  const saving = useExpenses((s) => s.saving);
  const asks = useExpenses((s) => s.asks);
  const lines = useExpenses((s) => s.lines);
  // A project whose lines were read and none is known (no endpoint lists them): say what to do.
  const noLines = useExpenses(
    (s) => s.linesFor !== null && s.linesFor === s.draft.projectId && s.lines.length === 0,
  );
  const { setField, setProject, save, reset } = useExpenses.getState();
  const amountRef = useRef<HTMLDivElement>(null);
  const mode = draft.editing?.kind ?? 'new';
  const { t } = useTranslation(['expenses', 'common']);

  const onSubmit = async (e?: FormEvent, confirm?: string[]) => {
    e?.preventDefault();
    const outcome = await save(confirm);
    if (outcome.ok) {
      notify({ color: 'teal', title: t('form.saved'), message: outcome.message, autoClose: 4000 });
      amountRef.current?.querySelector('input')?.focus();
    }
  };

  return (
    <Paper withBorder radius="md" p="md" w={340} style={{ flex: 'none', alignSelf: 'flex-start' }}>
      <form onSubmit={(e) => void onSubmit(e)} noValidate aria-label={t('form.name')}>
        <Stack gap="sm">
          <Title order={3} size="h5">
            {t(TITLES[mode])}
          </Title>
          <ProjectPicker
            label={t('form.project')}
            required
            value={draft.projectId === null ? null : { id: draft.projectId, name: draft.projectName }}
            onChange={(p) => setProject(p.id, p.name)}
            error={errors.project}
            autoFocus
          />
          <Group grow align="flex-start">
            <ContractLineInput
              label={t('form.contractLine')}
              kind={t('form.line')}
              value={draft.contractLine}
              onChange={(v) => setField('contractLine', v)}
              lines={lines}
              error={errors.contractLine}
              note={noLines ? t('form.noLines') : undefined}
            />
            <div>
              <DateTextInput
                label={t('form.date')}
                required
                value={draft.date}
                onChange={(v) => setField('date', v)}
                error={errors.date}
              />
              <DateReadMark />
            </div>
          </Group>
          <CategoryFields />
          <div ref={amountRef}>
            <AmountInput field="amountExVAT" label={t('form.amountExVAT')} />
          </div>
          <Group grow align="flex-start">
            <VatRate />
            <AmountInput field="vatAmount" label={t('form.vatAmount')} />
          </Group>
          <AmountInput field="totalAmount" label={t('form.total')} />
          <DerivedHint />
          <ReadNote />
          <TextInput
            label={t('form.description')}
            value={draft.description}
            onChange={(e) => setField('description', e.currentTarget.value)}
            maxLength={2000}
            placeholder={draft.category?.computed?.ok ? draft.category.computed.description : undefined}
            error={errors.description}
          />
          <ReceiptsField />
          {formError && (
            <Alert color="red" title={t('form.notSaved')} role="alert">
              {formError}
            </Alert>
          )}
          {asks && (
            <ConfirmChecks
              asks={asks}
              busy={saving}
              onConfirm={() => void onSubmit(undefined, confirmCodes(asks))}
              onCancel={() => {
                useExpenses.setState({ asks: null });
                amountRef.current?.querySelector('input')?.focus();
              }}
            />
          )}
          <Group justify="space-between">
            <Button variant="subtle" onClick={reset} disabled={saving}>
              {mode === 'new' ? t('form.clear') : t('common:cancel')}
            </Button>
            <Button type="submit" loading={saving}>
              {mode === 'fix' ? t('form.resubmit') : t('common:save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
