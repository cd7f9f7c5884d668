import { Button, Group, NumberInput, Paper, Stack, Title } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import type { SettingsViewT } from '../../../../shared/app/views';
import { notify } from '../../models/notify';
import { useSettings } from './store';
import { wholeNumber } from './whole-number';
import { SendRuleChoice } from './SendRuleChoice';

const Fields = z.object({
  syncIntervalMinutes: wholeNumber('interval', 0, 1440),
  pullDaysBack: wholeNumber('daysBack', 1, 3650),
  pullDaysAhead: wholeNumber('daysAhead', 0, 3650),
  referenceRefreshMinutes: wholeNumber('minutes', 0, 10080),
});
type Values = {
  syncIntervalMinutes: number | string;
  pullDaysBack: number | string;
  pullDaysAhead: number | string;
  referenceRefreshMinutes: number | string;
};

/** How often to sync, and which window of entries the pull fetches. */
export function SyncSettingsSection({ settings }: { settings: SettingsViewT }) {
  const { t } = useTranslation('settings');
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
    notify({ color: 'teal', message: t('sync.saved') });
  });

  return (
    <Paper withBorder p="md" radius="md" component="section" aria-label={t('sync.section')}>
      <Title order={3} size="h5" mb="sm">
        {t('sync.title')}
      </Title>
      <SendRuleChoice />
      <form noValidate onSubmit={onSubmit} aria-label={t('sync.form')}>
        <Stack gap="sm">
          {/* clampBehavior none: a value out of range stays as typed, with its message, never silently changed. */}
          <NumberInput
            clampBehavior="none"
            label={t('sync.interval')}
            description={t('sync.intervalHelp')}
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
              label={t('sync.daysBack')}
              allowDecimal={false}
              allowNegative={false}
              min={1}
              max={3650}
              w={260}
              {...form.getInputProps('pullDaysBack')}
            />
            <NumberInput
              clampBehavior="none"
              label={t('sync.daysAhead')}
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
            label={t('sync.refresh')}
            description={t('sync.refreshHelp')}
            allowDecimal={false}
            allowNegative={false}
            min={0}
            max={10080}
            w={260}
            {...form.getInputProps('referenceRefreshMinutes')}
          />
          <Group justify="flex-end">
            <Button type="submit" loading={saving} disabled={!form.isDirty()}>
              {t('sync.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
