import {
  Alert,
  Button,
  Group,
  Modal,
  Paper,
  PasswordInput,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { useState } from 'react';
import { z } from 'zod';
import type { SettingsViewT } from '../../../../shared/app/views';
import { notify } from '../../models/notify';
import { syncNowAndReport } from '../sync/sync-now';
import { useSettings } from './store';

const TOKEN_STORAGE: Record<SettingsViewT['tokenStorage'], string> = {
  os: "Encrypted with the operating system's keychain",
  basic_text: 'Stored with weak protection (no keychain available)',
  file: 'In the data folder (web mode)',
  none: 'No token stored',
};

/** The title of a connection test's answer: the exact problem. */
const TEST_TITLE: Record<string, string> = {
  unreachable: 'Unreachable',
  unauthenticated: 'Token not accepted (401)',
  forbidden: 'No API access (403)',
  'not-configured': 'Nothing to test yet',
  'signed-out': 'Signed out',
};

const Fields = z.object({
  url: z.url({ protocol: /^https?$/, error: 'Enter the full address, e.g. https://psa.example.com/v1' }),
  token: z.string(),
});
type Values = z.input<typeof Fields>;

function TestResult({ signedOut }: { signedOut: boolean }) {
  const test = useSettings((s) => s.test);
  const count = useSettings((s) => s.testCount);
  if (!test) return null;
  // Signed out of an OAuth sign-in, the core says "Sign in first": not a missing token.
  const kind = signedOut && test.kind === 'not-configured' ? 'signed-out' : (test.kind ?? '');
  const title = test.ok ? 'Connection works' : (TEST_TITLE[kind] ?? 'Connection failed');
  return (
    <Alert
      color={test.ok ? 'teal' : 'red'}
      title={title}
      role="status"
      data-testid="connection-test"
      data-count={count}
    >
      {test.message}
    </Alert>
  );
}

/** Whether two addresses name the same remote (as the core compares them: case, default port, trailing slashes aside). */
function sameAddress(a: string, b: string | null): boolean {
  const canonical = (url: string) => {
    try {
      const u = new URL(url.trim());
      return `${u.protocol}//${u.username}:${u.password}@${u.host}${u.pathname.replace(/\/+$/, '')}${u.search}`;
    } catch {
      return null;
    }
  };
  return b !== null && canonical(a) !== null && canonical(a) === canonical(b);
}

/** The PSA service's address and token: test them, save them (asking first when changes wait). */
export function ConnectionSection({ settings }: { settings: SettingsViewT }) {
  const testing = useSettings((s) => s.testing);
  const testConnection = useSettings((s) => s.testConnection);
  const setRemote = useSettings((s) => s.setRemote);
  const [saving, setSaving] = useState(false);
  const [pending, setPending] = useState<string | null>(null);
  const form = useForm<Values>({
    mode: 'controlled',
    initialValues: { url: settings.remoteUrl ?? '', token: '' },
    validate: schemaResolver(Fields, { sync: true }),
    validateInputOnBlur: ['url'],
  });

  const onTest = () => {
    const url = form.values.url.trim();
    if (url !== '' && form.validateField('url').hasError) return;
    const token = form.values.token.trim();
    // The core sends the stored token to the stored address only: another one needs its own.
    if (url !== '' && !token && !sameAddress(url, settings.remoteUrl)) {
      useSettings.getState().clearTest();
      form.setFieldError(
        'token',
        'Type the token for this address: the stored one is only sent to the saved address',
      );
      return;
    }
    void testConnection({ ...(url ? { url } : {}), ...(token ? { token } : {}) });
  };

  const save = async (force: boolean) => {
    const values = form.getValues();
    if (form.validate().hasErrors) return;
    const token = values.token.trim();
    if (!token) {
      form.setFieldError('token', 'Enter the API token: it is needed again to save the connection');
      return;
    }
    if (settings.accountId === null) {
      form.setFieldError('url', 'Choose your account below first');
      return;
    }
    setSaving(true);
    const problem = await setRemote({ url: values.url.trim(), token, accountId: settings.accountId, force });
    setSaving(false);
    if (problem?.code === 'PENDING_CHANGES') {
      setPending(problem.message);
      return;
    }
    setPending(null);
    if (problem) {
      form.setErrors(problem.fields);
      if (Object.keys(problem.fields).length === 0) form.setFieldError('url', problem.message);
      return;
    }
    form.setFieldValue('token', '');
    notify({ color: 'teal', message: 'Connection saved. Syncing with the new remote…' });
    await syncNowAndReport();
  };

  return (
    <Paper withBorder p="md" radius="md" component="section" aria-label="PSA service">
      <Title order={3} size="h5" mb="sm">
        PSA service
      </Title>
      <form noValidate onSubmit={form.onSubmit(() => void save(false))} aria-label="PSA service connection">
        <Stack gap="sm">
          {settings.mode === 'demo' && (
            <Text size="sm" c="dimmed">
              The built-in demo remote is in use. Saving another address switches to that service.
            </Text>
          )}
          <TextInput
            label="Service address"
            placeholder="https://psa.example.com/v1"
            {...form.getInputProps('url')}
          />
          <PasswordInput
            label="API token"
            autoComplete="off"
            placeholder={
              settings.signIn
                ? 'Signed in through the browser — or paste an API key instead'
                : settings.hasToken
                  ? 'Stored — type a new token to replace it'
                  : 'Paste the API token'
            }
            description={`Token storage: ${TOKEN_STORAGE[settings.tokenStorage]}`}
            {...form.getInputProps('token')}
          />
          {settings.tokenStorage === 'basic_text' && (
            <Alert color="orange" title="Weak token protection">
              Your token is stored with weak protection on this system: no keychain (such as GNOME Keyring or
              KWallet) is available to encrypt it.
            </Alert>
          )}
          <TestResult signedOut={settings.signedOut !== null && !settings.hasToken} />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onTest} loading={testing}>
              Test connection
            </Button>
            <Button type="submit" loading={saving}>
              Save and connect
            </Button>
          </Group>
        </Stack>
      </form>
      <Modal opened={pending !== null} onClose={() => setPending(null)} title="Switch the remote?" centered>
        <Stack gap="sm">
          <Text size="sm">{pending}</Text>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={() => setPending(null)} data-autofocus>
              Cancel
            </Button>
            <Button color="orange" loading={saving} onClick={() => void save(true)}>
              Switch anyway
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Paper>
  );
}
