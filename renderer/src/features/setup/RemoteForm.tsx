import { Alert, Button, Group, PasswordInput, Stack, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import type { AccountChoiceViewT } from '../../../../shared/app/channels/settings';
import { errorMessage, invoke } from '../../contract/client';
import { i18n } from '../../i18n';
import { AccountPicker } from '../settings/AccountPicker';
import { useSettings } from '../settings/store';
import { useSetup } from './store';
import { useSync } from '../sync/store';

const RemoteFields = z.object({
  url: z.url({ protocol: /^https?$/, error: () => i18n.t('setup:remote.addressInvalid') }),
  token: z
    .string()
    .trim()
    .min(1, { error: () => i18n.t('setup:remote.tokenMissing') }),
  // Decimal text: the PSA service's 17-digit account ids do not fit a JS number.
  accountId: z
    .string()
    .trim()
    .min(1, { error: () => i18n.t('setup:remote.accountMissing') })
    .regex(/^\d{1,19}$/, { error: () => i18n.t('setup:remote.accountNumber') })
    .refine((v) => !/^0+$/.test(v), { error: () => i18n.t('setup:remote.accountPositive') }),
});

type RemoteValues = { url: string; token: string; accountId: string };

const DRAFT_KEY = 'psa.setup.remoteDraft';

/** What was typed (never the token) survives a reload of the first-start screen. */
function readDraft(): Pick<RemoteValues, 'url' | 'accountId'> {
  try {
    const d = JSON.parse(sessionStorage.getItem(DRAFT_KEY) ?? '{}') as Partial<RemoteValues>;
    return {
      url: typeof d.url === 'string' ? d.url : '',
      accountId: typeof d.accountId === 'string' ? d.accountId : '',
    };
  } catch {
    return { url: '', accountId: '' };
  }
}

/** The 'Connect to a PSA service' form: address, token and account, with a connection test. */
export function RemoteForm({ onBack }: { onBack: () => void }) {
  const { t } = useTranslation('setup');
  const { busy, error, fieldErrors, saveRemote } = useSetup();
  const { test, testing, testConnection } = useSettings();
  const form = useForm<RemoteValues>({
    mode: 'controlled',
    initialValues: { ...readDraft(), token: '' },
    validate: schemaResolver(RemoteFields, { sync: true }),
    validateInputOnBlur: true,
  });

  useEffect(() => {
    sessionStorage.setItem(
      DRAFT_KEY,
      JSON.stringify({ url: form.values.url, accountId: form.values.accountId }),
    );
  }, [form.values.url, form.values.accountId]);

  // The accounts the typed service knows, asked with the typed token (never typed as a number first).
  const [choices, setChoices] = useState<AccountChoiceViewT[] | null>(null);
  const [loadingChoices, setLoadingChoices] = useState(false);
  const [choicesError, setChoicesError] = useState<string | null>(null);
  const { url: typedUrl, token: typedToken } = form.values;
  const loadChoices = useCallback(async () => {
    const url = typedUrl.trim();
    const token = typedToken.trim();
    if (!RemoteFields.shape.url.safeParse(url).success || token === '') {
      setChoicesError(t('remote.addressAndTokenFirst'));
      return;
    }
    setLoadingChoices(true);
    try {
      setChoices(await invoke('settings:accounts', { url, token }));
      setChoicesError(null);
    } catch (err) {
      setChoices(null);
      setChoicesError(errorMessage(err));
    } finally {
      setLoadingChoices(false);
    }
  }, [typedUrl, typedToken, t]);
  // Another address or token: the list asked with the old ones is not this service's.
  useEffect(() => {
    setChoices(null);
    setChoicesError(null);
  }, [typedUrl, typedToken]);
  useEffect(() => {
    if (test?.ok && choices === null && !loadingChoices) void loadChoices();
  }, [test, choices, loadingChoices, loadChoices]);

  // The core's field problems go next to the fields they name (setErrors is stable; form is not).
  const { setErrors } = form;
  useEffect(() => {
    if (Object.keys(fieldErrors).length > 0) setErrors(fieldErrors);
  }, [fieldErrors, setErrors]);

  const onTest = () => {
    const url = form.validateField('url');
    const token = form.validateField('token');
    if (url.hasError || token.hasError) return;
    void testConnection({ url: form.values.url.trim(), token: form.values.token.trim() });
  };

  const onSubmit = form.onSubmit(async (values) => {
    const ok = await saveRemote({
      url: values.url.trim(),
      token: values.token.trim(),
      accountId: values.accountId.trim(),
    });
    if (ok) {
      sessionStorage.removeItem(DRAFT_KEY);
      void useSync.getState().syncNow();
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate aria-label={t('remote.form')}>
      <Stack gap="sm">
        <TextInput
          label={t('remote.address')}
          placeholder={t('remote.addressExample')}
          autoFocus
          required
          {...form.getInputProps('url')}
        />
        <PasswordInput
          label={t('remote.token')}
          required
          autoComplete="off"
          {...form.getInputProps('token')}
        />
        <AccountPicker
          choices={choices}
          loading={loadingChoices}
          value={form.values.accountId}
          onChange={(id) => form.setFieldValue('accountId', id)}
          onWantChoices={() => void loadChoices()}
          error={form.errors.accountId ?? choicesError}
          emptyText={t('remote.noAccount')}
        />
        {test && (
          <Alert
            color={test.ok ? 'teal' : 'red'}
            title={test.ok ? t('remote.works') : t('remote.failed')}
            role="status"
          >
            {test.message}
          </Alert>
        )}
        {error && (
          <Alert color="red" title={t('remote.notSaved')} role="alert">
            {error}
          </Alert>
        )}
        <Group justify="space-between" mt="xs">
          <Button variant="subtle" onClick={onBack} disabled={busy !== null}>
            {t('remote.back')}
          </Button>
          <Group gap="sm">
            <Button variant="default" onClick={onTest} loading={testing}>
              {t('remote.test')}
            </Button>
            <Button type="submit" loading={busy === 'remote'}>
              {t('remote.save')}
            </Button>
          </Group>
        </Group>
      </Stack>
    </form>
  );
}
