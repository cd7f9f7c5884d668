import { Button, Chip, Group, Paper, Stack, Switch, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { RemindersSettingsViewT } from '../../../../shared/app/reminders';
import type { SettingsViewT } from '../../../../shared/app/views';
import { i18n } from '../../i18n';
import { notify } from '../../models/notify';
import { askNotificationPermission } from '../reminders/web-notifications';
import { useSettings } from './store';

/*
 * Settings › Reminders (issue 16 point 3): each reminder on or off, its time, the working days and
 * the quiet hours. The core decides when one is due; web mode asks the browser's permission to
 * notify only when the user turns a reminder on.
 */

// Each reminder's setting, which is also its label's key.
const SWITCHES = ['notBookedToday', 'weekBelowUsual', 'rejected', 'notSynced', 'weekNotSubmitted'] as const;
const DAYS = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;
const clock = (value: string) =>
  /^([01]\d|2[0-3]):[0-5]\d$/.test(value) ? null : i18n.t('settings:reminders.clock');

/** Settings › Reminders: which reminders come, when, and the quiet hours. */
export function RemindersSection({ settings }: { settings: SettingsViewT }) {
  const { t } = useTranslation('settings');
  const save = useSettings((s) => s.save);
  const [saving, setSaving] = useState(false);
  const [blocked, setBlocked] = useState(false);
  const form = useForm<RemindersSettingsViewT>({
    mode: 'controlled',
    initialValues: settings.reminders,
    validate: { notBookedAt: clock, weekBelowAt: clock, quietFrom: clock, quietTo: clock },
    validateInputOnChange: true,
  });

  // Turning one on is the moment to ask the browser (a click: the gesture it requires).
  const toggle = (key: (typeof SWITCHES)[number], on: boolean) => {
    form.setFieldValue(key, on);
    if (on) void askNotificationPermission().then((answer) => setBlocked(answer === 'denied'));
  };

  const onSubmit = form.onSubmit(async (v) => {
    setSaving(true);
    const problem = await save({ reminders: v });
    setSaving(false);
    if (problem) return form.setFieldError('notBookedAt', problem.message);
    form.resetDirty();
    notify({ color: 'teal', message: t('reminders.saved') });
  });

  const v = form.getValues();
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-label={t('reminders.title')}>
      <Title order={3} size="h5" mb={4}>
        {t('reminders.title')}
      </Title>
      <Text size="sm" c="dimmed" mb="sm">
        {t('reminders.intro')}
      </Text>
      <form noValidate onSubmit={onSubmit} aria-label={t('reminders.form')}>
        <Stack gap="sm">
          {SWITCHES.map((key) => (
            <Switch
              key={key}
              label={t(`reminders.${key}`)}
              checked={v[key]}
              onChange={(e) => toggle(key, e.currentTarget.checked)}
            />
          ))}
          {blocked && (
            <Text size="sm" c="red" role="alert">
              {t('reminders.blocked')}
            </Text>
          )}
          <Group gap="sm" align="flex-start">
            <TextInput label={t('reminders.notBookedAt')} w={130} {...form.getInputProps('notBookedAt')} />
            <TextInput label={t('reminders.weekBelowAt')} w={180} {...form.getInputProps('weekBelowAt')} />
            <TextInput label={t('reminders.quietFrom')} w={110} {...form.getInputProps('quietFrom')} />
            <TextInput label={t('reminders.quietTo')} w={110} {...form.getInputProps('quietTo')} />
          </Group>
          <Chip.Group
            multiple
            value={v.workingDays.map(String)}
            onChange={(days) => form.setFieldValue('workingDays', days.map(Number).sort())}
          >
            <Group gap={6} role="group" aria-label={t('reminders.workingDays')}>
              {DAYS.map((day, i) => (
                <Chip key={day} value={String(i + 1)} size="xs">
                  {t(`reminders.days.${day}`)}
                </Chip>
              ))}
            </Group>
          </Chip.Group>
          <Group justify="flex-end">
            <Button type="submit" loading={saving} disabled={!form.isDirty()}>
              {t('reminders.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
