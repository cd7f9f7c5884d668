import { Button, Group, NumberInput, Paper, Select, Stack, Text, Title } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import type { SettingsViewT } from '../../../../shared/app/views';
import { i18n } from '../../i18n';
import { notify } from '../../models/notify';
import { useSettings } from './store';
import { wholeNumber } from './whole-number';

/*
 * The checks before an entry is saved (issue 13: a synced timesheet can never be corrected) and
 * how the timer books a run. The core enforces the same limits; these fields only say it earlier.
 */

const Fields = z.object({
  dailyMaxHours: z
    .number({ error: () => i18n.t('settings:checks.hoursNumber') })
    .min(1, { error: () => i18n.t('settings:checks.atLeastOne') })
    .max(24, { error: () => i18n.t('settings:checks.dayMax') }),
  entryDaysAhead: wholeNumber('daysAhead', 0, 3650),
  entryDaysBack: wholeNumber('daysBack', 0, 3650),
  timerMinimumMinutes: wholeNumber('minutes', 1, 60),
  timerRounding: z.enum(['nearest', 'up']),
});
type Values = {
  dailyMaxHours: number | string;
  entryDaysAhead: number | string;
  entryDaysBack: number | string;
  timerMinimumMinutes: number | string;
  timerRounding: 'nearest' | 'up';
};

const ROUNDING = [
  { value: 'nearest', label: 'checks.nearest' },
  { value: 'up', label: 'checks.up' },
] as const;

/** Settings › Entry checks and timer: daily maximum, how far ahead/back asks first, timer rounding. */
export function EntryChecksSection({ settings }: { settings: SettingsViewT }) {
  const { t } = useTranslation('settings');
  const save = useSettings((s) => s.save);
  const [saving, setSaving] = useState(false);
  const form = useForm<Values>({
    mode: 'controlled',
    initialValues: {
      dailyMaxHours: settings.dailyMaxHours,
      entryDaysAhead: settings.entryDaysAhead,
      entryDaysBack: settings.entryDaysBack,
      timerMinimumMinutes: settings.timerMinimumMinutes,
      timerRounding: settings.timerRounding,
    },
    validate: schemaResolver(Fields, { sync: true }),
    validateInputOnChange: true,
  });

  const onSubmit = form.onSubmit(async (v) => {
    setSaving(true);
    const problem = await save({
      dailyMaxHours: Number(v.dailyMaxHours),
      entryDaysAhead: Number(v.entryDaysAhead),
      entryDaysBack: Number(v.entryDaysBack),
      timerMinimumMinutes: Number(v.timerMinimumMinutes),
      timerRounding: v.timerRounding,
    });
    setSaving(false);
    if (problem) {
      form.setErrors(problem.fields);
      if (Object.keys(problem.fields).length === 0) form.setFieldError('dailyMaxHours', problem.message);
      return;
    }
    form.resetDirty();
    notify({ color: 'teal', message: t('checks.saved') });
  });

  return (
    <Paper withBorder p="md" radius="md" component="section" aria-label={t('checks.title')}>
      <Title order={3} size="h5" mb={4}>
        {t('checks.title')}
      </Title>
      <Text size="sm" c="dimmed" mb="sm">
        {t('checks.intro')}
      </Text>
      <form noValidate onSubmit={onSubmit} aria-label={t('checks.form')}>
        <Stack gap="sm">
          {/* clampBehavior none: a value out of range stays as typed, with its message, never silently changed. */}
          <NumberInput
            clampBehavior="none"
            label={t('checks.dailyMax')}
            decimalScale={2}
            allowNegative={false}
            min={1}
            max={24}
            w={260}
            {...form.getInputProps('dailyMaxHours')}
          />
          <Group gap="sm" align="flex-start">
            <NumberInput
              clampBehavior="none"
              label={t('checks.daysAhead')}
              allowDecimal={false}
              allowNegative={false}
              min={0}
              max={3650}
              w={260}
              {...form.getInputProps('entryDaysAhead')}
            />
            <NumberInput
              clampBehavior="none"
              label={t('checks.daysBack')}
              allowDecimal={false}
              allowNegative={false}
              min={0}
              max={3650}
              w={260}
              {...form.getInputProps('entryDaysBack')}
            />
          </Group>
          <Group gap="sm" align="flex-start">
            <NumberInput
              clampBehavior="none"
              label={t('checks.timerStep')}
              allowDecimal={false}
              allowNegative={false}
              min={1}
              max={60}
              w={260}
              {...form.getInputProps('timerMinimumMinutes')}
            />
            <Select
              label={t('checks.rounding')}
              data={ROUNDING.map((r) => ({ value: r.value, label: t(r.label) }))}
              allowDeselect={false}
              w={260}
              {...form.getInputProps('timerRounding')}
            />
          </Group>
          <Text size="xs" c="dimmed">
            {t('checks.stepHelp')}
          </Text>
          <Group justify="flex-end">
            <Button type="submit" loading={saving} disabled={!form.isDirty()}>
              {t('checks.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
