import { Alert, Button, Group, Paper, SegmentedControl, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import type { SettingsViewT } from '../../../../shared/app/views';
import { notifyError } from '../../app/notify';
import { useSettings } from './store';

const MODES: Record<SettingsViewT['mode'], string> = {
  unset: 'Not set up',
  offline: 'Offline only',
  remote: 'Connected to a PSA service',
  demo: 'Demo remote (built in)',
};

const TOKEN_STORAGE: Record<SettingsViewT['tokenStorage'], string> = {
  os: "Encrypted with the operating system's keychain",
  basic_text: 'Stored with weak protection',
  file: 'In a file in the data folder (web mode)',
  none: 'No token stored',
};

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Group gap="md" wrap="nowrap" align="baseline">
      <Text size="sm" c="dimmed" w={160} style={{ flex: 'none' }}>
        {label}
      </Text>
      <Text size="sm" component="div">
        {children}
      </Text>
    </Group>
  );
}

function Connection({ settings }: { settings: SettingsViewT }) {
  const test = useSettings((s) => s.test);
  const testing = useSettings((s) => s.testing);
  const testConnection = useSettings((s) => s.testConnection);
  const canTest = settings.mode === 'remote' || settings.mode === 'demo';
  return (
    <Paper withBorder p="md" radius="md">
      <Title order={3} size="h5" mb="sm">
        Connection
      </Title>
      <Stack gap="xs">
        <Row label="Mode">{MODES[settings.mode]}</Row>
        <Row label="Remote address">{settings.remoteUrl ?? '—'}</Row>
        <Row label="Account id">{settings.accountId ?? '—'}</Row>
        <Row label="API token">{settings.hasToken ? TOKEN_STORAGE[settings.tokenStorage] : 'None'}</Row>
        <Row label="Data folder">{settings.dataDir}</Row>
      </Stack>
      {settings.tokenStorage === 'basic_text' && (
        <Alert color="orange" mt="md" title="Weak token protection">
          Your token is stored with weak protection on this system: no keychain (such as GNOME Keyring or
          KWallet) is available to encrypt it.
        </Alert>
      )}
      {test && (
        <Alert
          color={test.ok ? 'teal' : 'red'}
          mt="md"
          title={test.ok ? 'Connection works' : 'Connection failed'}
          role="status"
        >
          {test.message}
        </Alert>
      )}
      <Button
        mt="md"
        variant="default"
        onClick={() => void testConnection({})}
        loading={testing}
        disabled={!canTest}
      >
        Test connection
      </Button>
    </Paper>
  );
}

function Appearance({ settings }: { settings: SettingsViewT }) {
  const update = useSettings((s) => s.update);
  const onChange = async (value: string) => {
    if (value !== 'system' && value !== 'light' && value !== 'dark') return;
    const problem = await update({ theme: value });
    if (problem) notifyError('Theme not saved', problem);
  };
  return (
    <Paper withBorder p="md" radius="md">
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

/** Settings (minimal for now): connection facts, token protection, theme, connection test. */
export default function SettingsPanel() {
  const settings = useSettings((s) => s.settings);
  if (!settings) return null;
  return (
    <Stack maw={720} gap="md">
      <Title order={2} size="h3">
        Settings
      </Title>
      <Connection settings={settings} />
      <Appearance settings={settings} />
    </Stack>
  );
}
