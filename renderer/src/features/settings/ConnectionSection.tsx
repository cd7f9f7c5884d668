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
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import type { SettingsViewT } from '../../../../shared/app/views';
import { i18n } from '../../i18n';
import { notify } from '../../models/notify';
import { syncNowAndReport } from '../sync/sync-now';
import { useSettings } from './store';

/** The title of a connection test's answer (its key): the exact problem. */
const TEST_TITLE = {
  unreachable: 'connection.result.unreachable',
  unauthenticated: 'connection.result.unauthenticated',
  forbidden: 'connection.result.forbidden',
  'not-configured': 'connection.result.notConfigured',
  'signed-out': 'connection.result.signedOut',
} as const;

const Fields = z.object({
  url: z.url({ protocol: /^https?$/, error: () => i18n.t('settings:connection.addressInvalid') }),
  token: z.string(),
});
type Values = z.input<typeof Fields>;

function TestResult({ signedOut }: { signedOut: boolean }) {
  const { t } = useTranslation('settings');
  const test = useSettings((s) => s.test);
  const count = useSettings((s) => s.testCount);
  if (!test) return null;
  // Signed out of an OAuth sign-in, the core says "Sign in first": not a missing token.
  const kind = signedOut && test.kind === 'not-configured' ? 'signed-out' : (test.kind ?? '');
  const titleKey =
    kind in TEST_TITLE ? TEST_TITLE[kind as keyof typeof TEST_TITLE] : 'connection.result.failed';
  const title = test.ok ? t('connection.result.works') : t(titleKey);
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
  const { t } = useTranslation(['settings', 'common']);
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
      form.setFieldError('token', t('connection.tokenForAddress'));
      return;
    }
    void testConnection({ ...(url ? { url } : {}), ...(token ? { token } : {}) });
  };

  const save = async (force: boolean) => {
    const values = form.getValues();
    if (form.validate().hasErrors) return;
    const token = values.token.trim();
    if (!token) {
      form.setFieldError('token', t('connection.tokenNeeded'));
      return;
    }
    if (settings.accountId === null) {
      form.setFieldError('url', t('connection.accountFirst'));
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
    notify({ color: 'teal', message: t('connection.saved') });
    await syncNowAndReport();
  };

  return (
    <Paper withBorder p="md" radius="md" component="section" aria-label={t('connection.title')}>
      <Title order={3} size="h5" mb="sm">
        {t('connection.title')}
      </Title>
      <form noValidate onSubmit={form.onSubmit(() => void save(false))} aria-label={t('connection.form')}>
        <Stack gap="sm">
          {settings.mode === 'demo' && (
            <Text size="sm" c="dimmed">
              {t('connection.demoNote')}
            </Text>
          )}
          <TextInput
            label={t('connection.address')}
            placeholder={t('connection.addressExample')}
            {...form.getInputProps('url')}
          />
          <PasswordInput
            label={t('connection.token')}
            autoComplete="off"
            placeholder={
              settings.signIn
                ? t('connection.tokenSignedIn')
                : settings.hasToken
                  ? t('connection.tokenStored')
                  : t('connection.tokenPaste')
            }
            description={t('connection.tokenStorage', {
              storage: t(`connection.storage.${settings.tokenStorage}`),
            })}
            {...form.getInputProps('token')}
          />
          {settings.tokenStorage === 'basic_text' && (
            <Alert color="orange" title={t('connection.weakTitle')}>
              {t('connection.weakText')}
            </Alert>
          )}
          <TestResult signedOut={settings.signedOut !== null && !settings.hasToken} />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onTest} loading={testing}>
              {t('connection.test')}
            </Button>
            <Button type="submit" loading={saving}>
              {t('connection.save')}
            </Button>
          </Group>
        </Stack>
      </form>
      <Modal
        opened={pending !== null}
        onClose={() => setPending(null)}
        title={t('connection.switchTitle')}
        centered
      >
        <Stack gap="sm">
          <Text size="sm">{pending}</Text>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={() => setPending(null)} data-autofocus>
              {t('common:cancel')}
            </Button>
            <Button color="orange" loading={saving} onClick={() => void save(true)}>
              {t('connection.switchAnyway')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Paper>
  );
}
