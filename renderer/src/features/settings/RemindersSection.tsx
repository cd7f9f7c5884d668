import { Button, Chip, Group, Paper, Stack, Switch, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import type { RemindersSettingsViewT } from '../../../../shared/app/reminders';
import type { SettingsViewT } from '../../../../shared/app/views';
import { notify } from '../../models/notify';
import { askNotificationPermission } from '../reminders/web-notifications';
import { useSettings } from './store';

/*
 * Settings › Reminders (issue 16 point 3): each reminder on or off, its time, the working days and
 * the quiet hours. The core decides when one is due; web mode asks the browser's permission to
 * notify only when the user turns a reminder on.
 */

const SWITCHES = [
  ['notBookedToday', 'You have not booked today (on working days)'],
  ['weekBelowUsual', 'This week is below your usual hours (Friday afternoon)'],
  ['rejected', 'Changes were rejected'],
  ['notSynced', 'Not synced for 3 days while changes wait'],
  ['weekNotSubmitted', 'A past week is not submitted (Monday morning; with week submission on)'],
] as const;
const DAYS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];
const clock = (value: string) => (/^([01]\d|2[0-3]):[0-5]\d$/.test(value) ? null : 'Like 17:00');

/** Settings › Reminders: which reminders come, when, and the quiet hours. */
export function RemindersSection({ settings }: { settings: SettingsViewT }) {
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
  const toggle = (key: (typeof SWITCHES)[number][0], on: boolean) => {
    form.setFieldValue(key, on);
    if (on) void askNotificationPermission().then((answer) => setBlocked(answer === 'denied'));
  };

  const onSubmit = form.onSubmit(async (v) => {
    setSaving(true);
    const problem = await save({ reminders: v });
    setSaving(false);
    if (problem) return form.setFieldError('notBookedAt', problem.message);
    form.resetDirty();
    notify({ color: 'teal', message: 'Reminders saved.' });
  });

  const v = form.getValues();
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-label="Reminders">
      <Title order={3} size="h5" mb={4}>
        Reminders
      </Title>
      <Text size="sm" c="dimmed" mb="sm">
        Notifications when you have not booked, booked less than usual, or changes need you. None come in the
        quiet hours, and each at most once a day.
      </Text>
      <form noValidate onSubmit={onSubmit} aria-label="Reminders form">
        <Stack gap="sm">
          {SWITCHES.map(([key, label]) => (
            <Switch
              key={key}
              label={label}
              checked={v[key]}
              onChange={(e) => toggle(key, e.currentTarget.checked)}
            />
          ))}
          {blocked && (
            <Text size="sm" c="red" role="alert">
              This browser blocks notifications for this page: allow them in its site settings.
            </Text>
          )}
          <Group gap="sm" align="flex-start">
            <TextInput label="Not booked at" w={130} {...form.getInputProps('notBookedAt')} />
            <TextInput label="Below usual at (Friday)" w={180} {...form.getInputProps('weekBelowAt')} />
            <TextInput label="Quiet from" w={110} {...form.getInputProps('quietFrom')} />
            <TextInput label="Quiet until" w={110} {...form.getInputProps('quietTo')} />
          </Group>
          <Chip.Group
            multiple
            value={v.workingDays.map(String)}
            onChange={(days) => form.setFieldValue('workingDays', days.map(Number).sort())}
          >
            <Group gap={6} role="group" aria-label="Working days">
              {DAYS.map((day, i) => (
                <Chip key={day} value={String(i + 1)} size="xs">
                  {day}
                </Chip>
              ))}
            </Group>
          </Chip.Group>
          <Group justify="flex-end">
            <Button type="submit" loading={saving} disabled={!form.isDirty()}>
              Save reminders
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
