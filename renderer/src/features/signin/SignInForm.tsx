import {
  Alert,
  Button,
  FileButton,
  Group,
  PasswordInput,
  SegmentedControl,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PSOHUB_PRESET } from '../../../../shared/app/channels/signin';
import {
  initialValues,
  readSettingsFile,
  SignInFields,
  toRequest,
  type Preset,
  type SignInValues,
} from './fields';
import { SignInProgress } from './SignInProgress';
import { openBlankTab, useSignIn } from './store';

/**
 * The sign-in form: PSOhub (its addresses fixed; token URL, client and scopes from the firm's admin
 * or its settings file) or a custom server (its address fills the rest), and the user's email.
 */
export function SignInForm({
  preset: initial,
  onBack,
  prefill,
  signedInNote = true,
}: {
  preset: Preset;
  onBack?: () => void;
  /** Values offered again (the address and email of the sign-in signed out of). */
  prefill?: Partial<Pick<SignInValues, 'baseUrl' | 'email'>>;
  /** Whether a finished sign-in is said here (not where the section names the account already). */
  signedInNote?: boolean;
}) {
  const { t } = useTranslation('signin');
  const start = useSignIn((s) => s.start);
  const addressError = useSignIn((s) => s.addressError);
  const starting = useSignIn((s) => s.starting);
  const waiting = useSignIn((s) => s.status?.state === 'waiting');
  const refresh = useSignIn((s) => s.refresh);
  const [fileProblem, setFileProblem] = useState<string | null>(null);
  const form = useForm<SignInValues>({
    mode: 'controlled',
    initialValues: { ...initialValues(initial), ...prefill },
    validate: schemaResolver(SignInFields, { sync: true }),
    validateInputOnBlur: true,
  });
  const preset = form.values.preset;

  useEffect(() => {
    void refresh();
  }, [refresh]);
  // The core's refusal of the address (no API there, not answering) belongs at its field.
  const { setFieldError } = form;
  useEffect(() => {
    if (addressError && preset === 'custom') setFieldError('baseUrl', addressError);
  }, [addressError, preset, setFieldError]);

  const switchTo = (next: string) => {
    if (next !== 'psohub' && next !== 'custom') return;
    form.setValues({ ...initialValues(next), email: form.values.email });
    form.clearErrors();
    setFileProblem(null);
  };

  const importFile = async (file: File | null) => {
    if (!file) return;
    const read = readSettingsFile(await file.text());
    if ('problem' in read) {
      setFileProblem(read.problem);
      return;
    }
    setFileProblem(null);
    form.setValues(read.values);
    form.clearErrors();
  };

  const onSubmit = form.onSubmit((values) => void start(toRequest(values), openBlankTab()));

  return (
    <Stack gap="sm">
      <form onSubmit={onSubmit} noValidate aria-label={t('form.label')}>
        <Stack gap="sm">
          <SegmentedControl
            aria-label={t('form.to')}
            value={preset}
            onChange={switchTo}
            data={[
              { value: 'psohub', label: t('form.psohub') },
              { value: 'custom', label: t('form.custom') },
            ]}
          />
          {preset === 'psohub' ? (
            <>
              <Text size="sm" c="dimmed">
                {t('form.psohubHelp', { host: new URL(PSOHUB_PRESET.authUrl).host })}
              </Text>
              <Group gap="sm">
                <FileButton onChange={(f) => void importFile(f)} accept="application/json,.json">
                  {(props) => (
                    <Button variant="default" size="xs" {...props}>
                      {t('form.importFile')}
                    </Button>
                  )}
                </FileButton>
              </Group>
              {fileProblem && (
                <Alert color="red" title={t('form.fileNotUsed')} role="alert">
                  {fileProblem}
                </Alert>
              )}
              <TextInput
                label={t('form.tokenUrl')}
                required
                placeholder={t('form.tokenUrlExample')}
                {...form.getInputProps('tokenUrl')}
              />
            </>
          ) : (
            <TextInput
              label={t('form.server')}
              description={t('form.serverHelp')}
              placeholder={t('form.serverExample')}
              required
              data-autofocus
              {...form.getInputProps('baseUrl')}
            />
          )}
          <Group grow align="flex-start" gap="sm">
            <TextInput
              label={t('form.clientId')}
              required
              autoComplete="off"
              {...form.getInputProps('clientId')}
            />
            <PasswordInput
              label={t('form.clientSecret')}
              required
              autoComplete="off"
              {...form.getInputProps('clientSecret')}
            />
          </Group>
          {preset === 'psohub' && (
            <TextInput
              label={t('form.scopes')}
              description={t('form.scopesHelp')}
              {...form.getInputProps('scope')}
            />
          )}
          <TextInput
            label={t('form.email')}
            description={t('form.emailHelp')}
            type="email"
            required
            autoComplete="email"
            {...form.getInputProps('email')}
          />
          <Group justify={onBack ? 'space-between' : 'flex-end'} mt="xs">
            {onBack && (
              <Button variant="subtle" onClick={onBack} disabled={starting}>
                {t('form.back')}
              </Button>
            )}
            <Button type="submit" loading={starting} disabled={waiting}>
              {t('form.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
      <SignInProgress signedInNote={signedInNote} />
    </Stack>
  );
}
