import { Group, Paper, SegmentedControl, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { SettingsViewT } from '../../../../shared/app/views';
import { notifyError } from '../../models/notify';
import { AccountSection } from './AccountSection';
import { LanguageSection } from './LanguageSection';
import { BackupsSection } from './BackupsSection';
import { ConnectionSection } from './ConnectionSection';
import { DesktopSection } from './DesktopSection';
import { RemindersSection } from './RemindersSection';
import { EntryChecksSection } from './EntryChecksSection';
import { ExpenseCategoriesSection } from './ExpenseCategoriesSection';
import { SignInSection } from './SignInSection';
import { SyncSettingsSection } from './SyncSettingsSection';
import { useSettings } from './store';

/** A labelled choice of the Appearance section: a visible label naming a segmented control (radios). */
function Choice({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap={4}>
      <Text size="sm" fw={500} aria-hidden>
        {label}
      </Text>
      {children}
    </Stack>
  );
}

function Appearance({ settings }: { settings: SettingsViewT }) {
  const { t } = useTranslation('settings');
  const update = useSettings((s) => s.update);
  const onTheme = async (value: string) => {
    if (value !== 'system' && value !== 'light' && value !== 'dark') return;
    const problem = await update({ theme: value });
    if (problem) notifyError(t('appearance.notSaved'), problem);
  };
  // Applies at once: the settings store holds the answer, and density.ts follows the store.
  const onDensity = async (value: string) => {
    if (value !== 'comfortable' && value !== 'compact') return;
    const problem = await update({ density: value });
    if (problem) notifyError(t('appearance.densityNotSaved'), problem);
  };
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-label={t('appearance.title')}>
      <Title order={3} size="h5" mb="sm">
        {t('appearance.title')}
      </Title>
      <Group gap="lg" align="flex-start">
        <Choice label={t('appearance.theme')}>
          <SegmentedControl
            aria-label={t('appearance.theme')}
            value={settings.theme}
            onChange={(v) => void onTheme(v)}
            data={[
              { value: 'system', label: t('appearance.system') },
              { value: 'light', label: t('appearance.light') },
              { value: 'dark', label: t('appearance.dark') },
            ]}
          />
        </Choice>
        <Choice label={t('appearance.density')}>
          <SegmentedControl
            aria-label={t('appearance.density')}
            value={settings.density}
            onChange={(v) => void onDensity(v)}
            data={[
              { value: 'comfortable', label: t('appearance.comfortable') },
              { value: 'compact', label: t('appearance.compact') },
            ]}
          />
        </Choice>
      </Group>
    </Paper>
  );
}

/** Settings: the sign-in, the PSA service (address, token, connection test), account, sync, appearance, backups. */
export default function SettingsPanel() {
  const { t } = useTranslation('settings');
  const settings = useSettings((s) => s.settings);
  if (!settings) return null;
  return (
    <Stack maw={760} gap="md">
      <div>
        <Title order={2} size="h3">
          {t('panel.title')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('panel.state', {
            state:
              settings.mode === 'remote' && settings.signedOut && settings.remoteUrl
                ? t('panel.signedOutOf', { url: settings.remoteUrl })
                : t(`panel.modes.${settings.mode}`),
            folder: settings.dataDir,
          })}
        </Text>
      </div>
      <SignInSection settings={settings} />
      {/* Keyed by the stored address: a new remote (or mode) starts the form from what was saved. */}
      <ConnectionSection key={`${settings.mode} ${settings.remoteUrl ?? ''}`} settings={settings} />
      <AccountSection settings={settings} />
      <SyncSettingsSection settings={settings} />
      <EntryChecksSection settings={settings} />
      <DesktopSection settings={settings} />
      <RemindersSection settings={settings} />
      <ExpenseCategoriesSection />
      <Appearance settings={settings} />
      <LanguageSection settings={settings} />
      <BackupsSection />
    </Stack>
  );
}
