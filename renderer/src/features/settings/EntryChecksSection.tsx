import { Button, Group, NumberInput, Paper, Select, Stack, Text, Title } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { useState } from 'react';
import { z } from 'zod';
import type { SettingsViewT } from '../../../../shared/app/views';
import { notify } from '../../models/notify';
import { useSettings } from './store';
import { wholeNumber } from './whole-number';
import { WeekSubmissionSwitch } from './SettingSwitch';

/*
 * The checks before an entry is saved (issue 13: a synced timesheet can never be corrected) and
 * how the timer books a run. The core enforces the same limits; these fields only say it earlier.
 */

const Fields = z.object({
  dailyMaxHours: z
    .number({ error: 'Enter the hours as a number' })
    .min(1, 'Must be at least 1')
    .max(24, 'A day has at most 24 hours'),
  entryDaysAhead: wholeNumber('the days ahead', 0, 3650),
  entryDaysBack: wholeNumber('the days back', 0, 3650),
  timerMinimumMinutes: wholeNumber('the minutes', 1, 60),
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
  { value: 'nearest', label: 'to the nearest step' },
  { value: 'up', label: 'up to the next step' },
];

/** Settings › Entry checks and timer: daily maximum, how far ahead/back asks first, timer rounding. */
export function EntryChecksSection({ settings }: { settings: SettingsViewT }) {
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
    notify({ color: 'teal', message: 'Entry checks saved.' });
  });

  return (
    <Paper withBorder p="md" radius="md" component="section" aria-label="Entry checks and timer">
      <Title order={3} size="h5" mb={4}>
        Entry checks and timer
      </Title>
      <Text size="sm" c="dimmed" mb="sm">
        A synced timesheet cannot be changed, so the app asks before saving an unusual entry. A day never
        holds more than 24 hours.
      </Text>
      <form noValidate onSubmit={onSubmit} aria-label="Entry checks form">
        <Stack gap="sm">
          {/* clampBehavior none: a value out of range stays as typed, with its message, never silently changed. */}
          <NumberInput
            clampBehavior="none"
            label="Ask above (hours a day)"
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
              label="Ask beyond (days ahead)"
              allowDecimal={false}
              allowNegative={false}
              min={0}
              max={3650}
              w={260}
              {...form.getInputProps('entryDaysAhead')}
            />
            <NumberInput
              clampBehavior="none"
              label="Ask beyond (days back)"
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
              label="Timer step (minutes)"
              allowDecimal={false}
              allowNegative={false}
              min={1}
              max={60}
              w={260}
              {...form.getInputProps('timerMinimumMinutes')}
            />
            <Select
              label="Rounding a stopped run"
              data={ROUNDING}
              allowDeselect={false}
              w={260}
              {...form.getInputProps('timerRounding')}
            />
          </Group>
          <Text size="xs" c="dimmed">
            The timer books at least one step: 1 = whole minutes, 6 = tenths of an hour, 15 = quarter hours.
          </Text>
          <Group justify="flex-end">
            <Button type="submit" loading={saving} disabled={!form.isDirty()}>
              Save entry checks
            </Button>
          </Group>
        </Stack>
      </form>
      <WeekSubmissionSwitch />
    </Paper>
  );
}
