import { Button, Group, Paper, Stack, Switch, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { acceleratorProblem } from '../../../../shared/app/desktop';
import type { SettingsViewT } from '../../../../shared/app/views';
import { problemText } from '../../components/shared-problem-text';
import { notify } from '../../models/notify';
import { acceleratorToStore, acceleratorWords } from '../palette/accelerator-text';
import { useSettings } from './store';

/*
 * Settings › Desktop (issue 16): the global shortcuts, keeping the app in the tray while a timer
 * runs. Updates come only from the feed the app was built with. The core checks the same rules (shared/app/desktop.ts); the desktop
 * app applies a change at once. Web mode keeps them but has no tray, shortcuts or updates.
 */

interface Values {
  shortcutTimer: string;
  shortcutQuickEntry: string;
  closeToTray: boolean;
}

// acceleratorProblem (shared with the core) names a catalogue key; said in the interface's language.
const shortcut = (value: string) => {
  const problem = value.trim() === '' ? null : acceleratorProblem(value.trim());
  return problem === null ? null : problemText(problem);
};

/** Settings › Desktop: global shortcuts, close to tray, where updates come from. */
export function DesktopSection({ settings }: { settings: SettingsViewT }) {
  const { t } = useTranslation('settings');
  const save = useSettings((s) => s.save);
  const [saving, setSaving] = useState(false);
  const d = settings.desktop;
  const form = useForm<Values>({
    mode: 'controlled',
    // The shortcuts as this platform reads them (Ctrl+Alt+T); stored as Electron wrote them unless changed.
    initialValues: {
      ...d,
      shortcutTimer: acceleratorWords(d.shortcutTimer),
      shortcutQuickEntry: acceleratorWords(d.shortcutQuickEntry),
    },
    validate: {
      shortcutTimer: shortcut,
      shortcutQuickEntry: (value, all) =>
        shortcut(value) ??
        (value.trim() !== '' && value.trim().toLowerCase() === all.shortcutTimer.trim().toLowerCase()
          ? t('desktop.sameAsTimer')
          : null),
    },
    validateInputOnChange: true,
  });

  const onSubmit = form.onSubmit(async (v) => {
    setSaving(true);
    const problem = await save({
      desktop: {
        shortcutTimer: acceleratorToStore(v.shortcutTimer, d.shortcutTimer),
        shortcutQuickEntry: acceleratorToStore(v.shortcutQuickEntry, d.shortcutQuickEntry),
        closeToTray: v.closeToTray,
      },
    });
    setSaving(false);
    if (problem) return form.setFieldError('shortcutTimer', problem.message);
    form.resetDirty();
    notify({ color: 'teal', message: t('desktop.saved') });
  });

  return (
    <Paper withBorder p="md" radius="md" component="section" aria-label={t('desktop.title')}>
      <Title order={3} size="h5" mb={4}>
        {t('desktop.title')}
      </Title>
      <Text size="sm" c="dimmed" mb="sm">
        {t('desktop.intro')}
      </Text>
      <form noValidate onSubmit={onSubmit} aria-label={t('desktop.form')}>
        <Stack gap="sm">
          <Group gap="sm" align="flex-start">
            <TextInput
              label={t('desktop.timer')}
              description={t('desktop.timerHelp', { example: acceleratorWords('CommandOrControl+Alt+T') })}
              w={260}
              {...form.getInputProps('shortcutTimer')}
            />
            <TextInput
              label={t('desktop.quickEntry')}
              description={t('desktop.quickEntryHelp', {
                example: acceleratorWords('CommandOrControl+Alt+N'),
              })}
              w={260}
              {...form.getInputProps('shortcutQuickEntry')}
            />
          </Group>
          <Switch label={t('desktop.tray')} {...form.getInputProps('closeToTray', { type: 'checkbox' })} />
          <Text size="sm" c="dimmed">
            {t('desktop.updatesFrom')}
          </Text>
          <Group justify="flex-end">
            <Button type="submit" loading={saving} disabled={!form.isDirty()}>
              {t('desktop.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
