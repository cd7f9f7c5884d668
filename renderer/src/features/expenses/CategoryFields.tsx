import { Checkbox, Group, SegmentedControl, Select, Stack, Text, TextInput } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ExpenseCategory } from '../../../../shared/expense-categories';
import { formatAmount, formatRate } from '../../components/format';
import { invoke } from '../../contract/client';
import { useCategories } from './category-store';
import { useExpenses } from './store';

/** The categories with their labels' keys (resolved at render: the language can change). */
const CATEGORIES = [
  { value: 'amount', label: 'category.amount' },
  { value: 'mileage', label: 'category.mileage' },
  { value: 'perDiem', label: 'category.perDiem' },
] as const satisfies readonly { value: ExpenseCategory; label: string }[];

const isCategory = (v: string): v is ExpenseCategory => CATEGORIES.some((c) => c.value === v);

/** The calculation as the core will make it ("142 km × 2 × 0.23 = 65.32"), live. */
function Calculation() {
  const computed = useExpenses((s) => s.draft.category?.computed ?? null);
  if (!computed) return null;
  return (
    <Text
      size="sm"
      c={computed.ok ? undefined : 'dimmed'}
      aria-live="polite"
      data-testid="expense-calculation"
    >
      {computed.ok ? computed.calculation : computed.message}
    </Text>
  );
}

/** The currency of the draft's project (null until it is known), for the rate's text. */
function useProjectCurrency(projectId: string | null): string | null {
  const [found, setFound] = useState<{ id: string; currency: string } | null>(null);
  useEffect(() => {
    if (projectId === null) return;
    let live = true;
    invoke('projects:get', { id: projectId }).then(
      (p) => live && setFound({ id: projectId, currency: p.currency }),
      // Not known here (yet): the rate is said without a currency.
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [projectId]);
  return found !== null && found.id === projectId ? found.currency : null;
}

function MileageFields() {
  const c = useExpenses((s) => s.draft.category);
  const currency = useProjectCurrency(useExpenses((s) => s.draft.projectId));
  const errors = useExpenses((s) => s.fieldErrors);
  const setUnits = useCategories((s) => s.setUnits);
  const rate = useCategories((s) => s.settings?.mileageRate);
  const { t } = useTranslation('expenses');
  if (!c) return null;
  return (
    <>
      <Group grow align="flex-start">
        <TextInput
          label={t('category.distance')}
          value={c.km}
          onChange={(e) => setUnits({ km: e.currentTarget.value })}
          inputMode="decimal"
          autoComplete="off"
          required
          error={errors.km}
          description={rate ? t('category.perKm', { rate: formatRate(rate, currency) }) : undefined}
        />
        <Checkbox
          label={t('category.roundTrip')}
          checked={c.roundTrip}
          onChange={(e) => setUnits({ roundTrip: e.currentTarget.checked })}
          mt={28}
        />
      </Group>
      <Group grow align="flex-start">
        <TextInput
          label={t('category.fromPlace')}
          value={c.from}
          maxLength={100}
          onChange={(e) => setUnits({ from: e.currentTarget.value })}
        />
        <TextInput
          label={t('category.toPlace')}
          value={c.to}
          maxLength={100}
          onChange={(e) => setUnits({ to: e.currentTarget.value })}
        />
      </Group>
    </>
  );
}

function PerDiemFields() {
  const c = useExpenses((s) => s.draft.category);
  const errors = useExpenses((s) => s.fieldErrors);
  const setUnits = useCategories((s) => s.setUnits);
  const table = useCategories((s) => s.settings?.perDiem ?? []);
  const { t } = useTranslation('expenses');
  if (!c) return null;
  return (
    <Group grow align="flex-start">
      <TextInput
        label={t('category.days')}
        value={c.days}
        onChange={(e) => setUnits({ days: e.currentTarget.value })}
        inputMode="decimal"
        autoComplete="off"
        required
        error={errors.days}
      />
      <Select
        label={t('category.country')}
        required
        searchable
        data={table.map((r) => ({
          value: r.country,
          label: r.currency
            ? t('category.countryRate', {
                country: r.country,
                rate: formatAmount(r.rate),
                currency: r.currency,
              })
            : t('category.countryRatePerDay', { country: r.country, rate: formatAmount(r.rate) }),
        }))}
        value={c.country || null}
        onChange={(v) => setUnits({ country: v ?? '' })}
        nothingFoundMessage={t('category.notInTable')}
        error={errors.country}
      />
    </Group>
  );
}

/**
 * The expense's category (issue 15): a plain amount, mileage or a per diem, with the units and
 * the calculation; for units the amounts below are computed and read-only.
 */
export function CategoryFields() {
  const category = useExpenses((s) => s.draft.category?.category ?? 'amount');
  const { load, setUnits } = useCategories.getState();
  const { t } = useTranslation('expenses');
  useEffect(() => void load(), [load]);
  return (
    <Stack gap="xs">
      <SegmentedControl
        aria-label={t('category.label')}
        size="xs"
        fullWidth
        value={category}
        onChange={(v) => isCategory(v) && setUnits({ category: v })}
        data={CATEGORIES.map((c) => ({ value: c.value, label: t(c.label) }))}
      />
      {category === 'mileage' && <MileageFields />}
      {category === 'perDiem' && <PerDiemFields />}
      <Calculation />
    </Stack>
  );
}

/** Whether the draft's amounts are computed from units (mileage, per diem) and so read-only. */
export const unitsDecide = (s: { draft: { category?: { category: ExpenseCategory } | undefined } }) =>
  (s.draft.category?.category ?? 'amount') !== 'amount';
