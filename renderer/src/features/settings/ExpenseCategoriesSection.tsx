import { ActionIcon, Button, Group, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { CategorySettingsViewT } from '../../../../shared/app/channels/expense-categories';
import { parseMoneyText } from '../../components/money-text';
import { AppCallError, errorMessage, invoke } from '../../contract/client';
import { notify } from '../../models/notify';
import { ReceiptReferenceSwitch } from './SettingSwitch';

/*
 * Settings › Expense categories (issue 15): the firm's mileage rate per km and the VAT it
 * includes, and the per-diem table (country -> daily rate, optionally in one currency). Rates are
 * typed in the locale's style ("0,23"); the core checks everything and stores nothing on a mistake.
 */

interface Row {
  country: string;
  rate: string;
  currency: string;
}

/** A typed number as plain decimal text ("0,23" -> "0.23"); text that is none goes as typed for the core to name. */
const plain = (typed: string) => {
  const p = parseMoneyText(typed);
  return p.ok ? p.text : typed;
};

/** The currency most often used: of the table's rates, else of the projects; null for none. */
function mostCommon(codes: readonly string[]): string | null {
  const counts = new Map<string, number>();
  for (const c of codes) if (c) counts.set(c, (counts.get(c) ?? 0) + 1);
  return [...counts].sort((a, b) => b[1] - a[1])[0]?.[0] ?? null;
}

/** The currency a new per-diem row starts with: the table's own, else the projects' most common. */
function useDefaultCurrency(rows: readonly Row[]): string {
  const [projects, setProjects] = useState<string | null>(null);
  useEffect(() => {
    invoke('projects:list', { limit: 2000 }).then(
      (list) => setProjects(mostCommon(list.map((p) => p.currency))),
      () => undefined,
    );
  }, []);
  return mostCommon(rows.map((r) => r.currency.trim().toUpperCase())) ?? projects ?? 'EUR';
}

/** Settings › Expense categories: mileage rate and VAT, per-diem rates per country. */
export function ExpenseCategoriesSection() {
  const { t } = useTranslation('settings');
  const [rate, setRate] = useState('');
  const [vat, setVat] = useState('');
  const [rows, setRows] = useState<Row[]>([]);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState(false);
  // The row "Add country" made: its Country field takes the focus when it appears.
  const [added, setAdded] = useState<number | null>(null);
  const currency = useDefaultCurrency(rows);

  const show = (s: CategorySettingsViewT) => {
    setRate(s.mileageRate);
    setVat(s.mileageVatRate ?? '');
    setRows(s.perDiem.map((r) => ({ country: r.country, rate: r.rate, currency: r.currency ?? '' })));
  };
  useEffect(() => {
    invoke('expenses:categorySettings', {}).then(show, () => undefined);
  }, []);

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    setSaving(true);
    setErrors({});
    try {
      show(
        await invoke('expenses:setCategorySettings', {
          mileageRate: plain(rate),
          mileageVatRate: vat.trim() === '' ? null : plain(vat),
          perDiem: rows
            .filter((r) => r.country.trim() !== '' || r.rate.trim() !== '')
            .map((r) => ({ country: r.country, rate: plain(r.rate), currency: r.currency })),
        }),
      );
      notify({ color: 'teal', title: t('categories.savedTitle'), message: t('categories.saved') });
    } catch (err) {
      const byPath: Record<string, string> = {};
      if (err instanceof AppCallError) for (const d of err.details ?? []) byPath[d.path] = d.message;
      setErrors(Object.keys(byPath).length > 0 ? byPath : { form: errorMessage(err) });
    } finally {
      setSaving(false);
    }
  };

  const edit = (i: number, patch: Partial<Row>) =>
    setRows(rows.map((r, j) => (j === i ? { ...r, ...patch } : r)));
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-label={t('categories.title')}>
      <form onSubmit={(e) => void onSubmit(e)} noValidate>
        <Stack gap="sm">
          <Title order={3} size="h5">
            {t('categories.title')}
          </Title>
          <Group grow align="flex-start">
            <TextInput
              label={t('categories.mileageRate')}
              value={rate}
              onChange={(e) => setRate(e.currentTarget.value)}
              inputMode="decimal"
              error={errors.mileageRate}
            />
            <TextInput
              label={t('categories.mileageVat')}
              description={t('categories.mileageVatHelp')}
              value={vat}
              onChange={(e) => setVat(e.currentTarget.value)}
              inputMode="decimal"
              error={errors.mileageVatRate}
            />
          </Group>
          <Text size="sm" fw={500}>
            {t('categories.perDiem')}
          </Text>
          {rows.map((r, i) => (
            <Group key={i} align="flex-start" wrap="nowrap">
              <TextInput
                aria-label={t('categories.countryN', { n: i + 1 })}
                placeholder={t('categories.country')}
                value={r.country}
                onChange={(e) => edit(i, { country: e.currentTarget.value })}
                error={errors[`perDiem.${i}.country`]}
                autoFocus={i === added}
                style={{ flex: 2 }}
              />
              <TextInput
                aria-label={t('categories.dailyRateN', { n: i + 1 })}
                placeholder={t('categories.dailyRate')}
                value={r.rate}
                inputMode="decimal"
                onChange={(e) => edit(i, { rate: e.currentTarget.value })}
                error={errors[`perDiem.${i}.rate`]}
                style={{ flex: 1 }}
              />
              <TextInput
                aria-label={t('categories.currencyN', { n: i + 1 })}
                placeholder={currency}
                value={r.currency}
                maxLength={3}
                onChange={(e) => edit(i, { currency: e.currentTarget.value })}
                error={errors[`perDiem.${i}.currency`]}
                w={80}
              />
              <ActionIcon
                variant="subtle"
                aria-label={t('categories.remove', { name: r.country || t('categories.row', { n: i + 1 }) })}
                onClick={() => setRows(rows.filter((_, j) => j !== i))}
                mt={6}
              >
                ×
              </ActionIcon>
            </Group>
          ))}
          {errors.form && (
            <Text size="sm" c="red" role="alert">
              {errors.form}
            </Text>
          )}
          <Group justify="space-between">
            <Button
              variant="default"
              onClick={() => {
                setAdded(rows.length);
                setRows([...rows, { country: '', rate: '', currency }]);
              }}
            >
              {t('categories.add')}
            </Button>
            <Button type="submit" loading={saving}>
              {t('categories.save')}
            </Button>
          </Group>
        </Stack>
      </form>
      <ReceiptReferenceSwitch />
    </Paper>
  );
}
