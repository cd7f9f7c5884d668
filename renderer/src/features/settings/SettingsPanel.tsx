import { Paper, SegmentedControl, Stack, Text, Title } from '@mantine/core';
import type { SettingsViewT } from '../../../../shared/app/views';
import { notifyError } from '../../models/notify';
import { AccountSection } from './AccountSection';
import { BackupsSection } from './BackupsSection';
import { ConnectionSection } from './ConnectionSection';
import { DesktopSection } from './DesktopSection';
import { RemindersSection } from './RemindersSection';
import { EntryChecksSection } from './EntryChecksSection';
import { ExpenseCategoriesSection } from './ExpenseCategoriesSection';
import { SignInSection } from './SignInSection';
import { SyncSettingsSection } from './SyncSettingsSection';
import { useSettings } from './store';

const MODES: Record<SettingsViewT['mode'], string> = {
  unset: 'Not set up',
  offline: 'Offline only',
  remote: 'Connected to a PSA service',
  demo: 'Demo remote (built in)',
};

function Appearance({ settings }: { settings: SettingsViewT }) {
  const update = useSettings((s) => s.update);
  const onChange = async (value: string) => {
    if (value !== 'system' && value !== 'light' && value !== 'dark') return;
    const problem = await update({ theme: value });
    if (problem) notifyError('Theme not saved', problem);
  };
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-label="Appearance">
      <Title order={3} size="h5" mb="sm">
        Appearance
      </Title>
      <SegmentedControl
        aria-label="Theme"
        value={settings.theme}
        onChange={(v) => void onChange(v)}
        data={[
          { value: 'system', label: 'Follow system' },
          { value: 'light', label: 'Light' },
          { value: 'dark', label: 'Dark' },
        ]}
      />
    </Paper>
  );
}

/** Settings: the sign-in, the PSA service (address, token, connection test), account, sync, appearance, backups. */
export default function SettingsPanel() {
  const settings = useSettings((s) => s.settings);
  if (!settings) return null;
  return (
    <Stack maw={760} gap="md">
      <div>
        <Title order={2} size="h3">
          Settings
        </Title>
        <Text size="sm" c="dimmed">
          {settings.mode === 'remote' && settings.signedOut && settings.remoteUrl
            ? `Signed out of ${settings.remoteUrl}`
            : MODES[settings.mode]}{' '}
          · data folder {settings.dataDir}
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
      <BackupsSection />
    </Stack>
  );
}
