import { Button, Group, Paper, Stack, Switch, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { acceleratorProblem } from '../../../../shared/app/desktop';
import type { SettingsViewT } from '../../../../shared/app/views';
import { notify } from '../../models/notify';
import { useSettings } from './store';

/*
 * Settings › Desktop (issue 16): the global shortcuts, keeping the app in the tray while a timer
 * runs, and the update feed. The core checks the same rules (shared/app/desktop.ts); the desktop
 * app applies a change at once. Web mode keeps them but has no tray, shortcuts or updates.
 */

interface Values {
  shortcutTimer: string;
  shortcutQuickEntry: string;
  closeToTray: boolean;
  updateFeedUrl: string;
}

const shortcut = (value: string) => (value.trim() === '' ? null : acceleratorProblem(value.trim()));

/** Settings › Desktop: global shortcuts, close to tray, update feed. */
export function DesktopSection({ settings }: { settings: SettingsViewT }) {
  const save = useSettings((s) => s.save);
  const [saving, setSaving] = useState(false);
  const d = settings.desktop;
  const form = useForm<Values>({
    mode: 'controlled',
    initialValues: { ...d, updateFeedUrl: d.updateFeedUrl ?? '' },
    validate: {
      shortcutTimer: shortcut,
      shortcutQuickEntry: (value, all) =>
        shortcut(value) ??
        (value.trim() !== '' && value.trim().toLowerCase() === all.shortcutTimer.trim().toLowerCase()
          ? 'Already the timer shortcut'
          : null),
      updateFeedUrl: (value) =>
        value.trim() === '' || /^https:\/\/[^\s/]+/.test(value.trim())
          ? null
          : 'The feed must be an https:// address',
    },
    validateInputOnChange: true,
  });

  const onSubmit = form.onSubmit(async (v) => {
    setSaving(true);
    const problem = await save({
      desktop: {
        shortcutTimer: v.shortcutTimer.trim(),
        shortcutQuickEntry: v.shortcutQuickEntry.trim(),
        closeToTray: v.closeToTray,
        updateFeedUrl: v.updateFeedUrl.trim() === '' ? null : v.updateFeedUrl.trim(),
      },
    });
    setSaving(false);
    if (problem) return form.setFieldError('shortcutTimer', problem.message);
    form.resetDirty();
    notify({ color: 'teal', message: 'Desktop settings saved.' });
  });

  return (
    <Paper withBorder p="md" radius="md" component="section" aria-label="Desktop">
      <Title order={3} size="h5" mb={4}>
        Desktop
      </Title>
      <Text size="sm" c="dimmed" mb="sm">
        For the desktop app: shortcuts that work from any app, the tray while a timer runs, and updates.
      </Text>
      <form noValidate onSubmit={onSubmit} aria-label="Desktop form">
        <Stack gap="sm">
          <Group gap="sm" align="flex-start">
            <TextInput
              label="Stop or continue the timer"
              description="Like CommandOrControl+Alt+T; empty: none"
              w={260}
              {...form.getInputProps('shortcutTimer')}
            />
            <TextInput
              label="Open quick entry"
              description="Like CommandOrControl+Alt+N; empty: none"
              w={260}
              {...form.getInputProps('shortcutQuickEntry')}
            />
          </Group>
          <Switch
            label="Keep running in the tray when the window is closed while a timer runs"
            {...form.getInputProps('closeToTray', { type: 'checkbox' })}
          />
          <TextInput
            label="Update feed"
            description="An https:// folder with the installers and latest.yml; empty: the one the app was built with"
            placeholder="https://updates.example.com/psa-desk"
            {...form.getInputProps('updateFeedUrl')}
          />
          <Group justify="flex-end">
            <Button type="submit" loading={saving} disabled={!form.isDirty()}>
              Save desktop settings
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
