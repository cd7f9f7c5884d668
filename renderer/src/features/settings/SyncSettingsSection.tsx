import { Button, Group, NumberInput, Paper, Stack, Title } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { useState } from 'react';
import { z } from 'zod';
import type { SettingsViewT } from '../../../../shared/app/views';
import { notify } from '../../models/notify';
import { useSettings } from './store';
import { wholeNumber } from './whole-number';

const Fields = z.object({
  syncIntervalMinutes: wholeNumber('the interval in minutes', 0, 1440),
  pullDaysBack: wholeNumber('the days back', 1, 3650),
  pullDaysAhead: wholeNumber('the days ahead', 0, 3650),
  referenceRefreshMinutes: wholeNumber('the minutes', 0, 10080),
});
type Values = {
  syncIntervalMinutes: number | string;
  pullDaysBack: number | string;
  pullDaysAhead: number | string;
  referenceRefreshMinutes: number | string;
};

/** How often to sync, and which window of entries the pull fetches. */
export function SyncSettingsSection({ settings }: { settings: SettingsViewT }) {
  const save = useSettings((s) => s.save);
  const [saving, setSaving] = useState(false);
  const form = useForm<Values>({
    mode: 'controlled',
    initialValues: {
      syncIntervalMinutes: settings.syncIntervalMinutes,
      pullDaysBack: settings.pullDaysBack,
      pullDaysAhead: settings.pullDaysAhead,
      referenceRefreshMinutes: settings.referenceRefreshMinutes,
    },
    validate: schemaResolver(Fields, { sync: true }),
    validateInputOnChange: true,
  });

  const onSubmit = form.onSubmit(async (values) => {
    setSaving(true);
    const problem = await save({
      syncIntervalMinutes: Number(values.syncIntervalMinutes),
      pullDaysBack: Number(values.pullDaysBack),
      pullDaysAhead: Number(values.pullDaysAhead),
      referenceRefreshMinutes: Number(values.referenceRefreshMinutes),
    });
    setSaving(false);
    if (problem) {
      form.setErrors(problem.fields);
      if (Object.keys(problem.fields).length === 0)
        form.setFieldError('syncIntervalMinutes', problem.message);
      return;
    }
    form.resetDirty();
    notify({ color: 'teal', message: 'Sync settings saved.' });
  });

  return (
    <Paper withBorder p="md" radius="md" component="section" aria-label="Sync settings">
      <Title order={3} size="h5" mb="sm">
        Sync
      </Title>
      <form noValidate onSubmit={onSubmit} aria-label="Sync settings form">
        <Stack gap="sm">
          {/* clampBehavior none: a value out of range stays as typed, with its message, never silently changed. */}
          <NumberInput
            clampBehavior="none"
            label="Sync every (minutes)"
            description="0 = only when you press Sync now"
            allowDecimal={false}
            allowNegative={false}
            min={0}
            max={1440}
            w={260}
            {...form.getInputProps('syncIntervalMinutes')}
          />
          <Group gap="sm" align="flex-start">
            <NumberInput
              clampBehavior="none"
              label="Fetch entries from (days back)"
              allowDecimal={false}
              allowNegative={false}
              min={1}
              max={3650}
              w={260}
              {...form.getInputProps('pullDaysBack')}
            />
            <NumberInput
              clampBehavior="none"
              label="…up to (days ahead)"
              allowDecimal={false}
              allowNegative={false}
              min={0}
              max={3650}
              w={260}
              {...form.getInputProps('pullDaysAhead')}
            />
          </Group>
          <NumberInput
            clampBehavior="none"
            label="Refresh companies, contacts and projects every (minutes)"
            description="Your recent entries and invoices come with every sync; 0 = refresh everything every sync"
            allowDecimal={false}
            allowNegative={false}
            min={0}
            max={10080}
            w={260}
            {...form.getInputProps('referenceRefreshMinutes')}
          />
          <Group justify="flex-end">
            <Button type="submit" loading={saving} disabled={!form.isDirty()}>
              Save sync settings
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
