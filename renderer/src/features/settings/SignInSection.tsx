import { Button, Group, Paper, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PSOHUB_PRESET } from '../../../../shared/app/channels/signin';
import type { SettingsViewT } from '../../../../shared/app/views';
import type { Preset, SignInValues } from '../signin/fields';
import { SignInForm } from '../signin/SignInForm';
import { SignInProgress } from '../signin/SignInProgress';
import { useSignIn } from '../signin/store';

type Prefill = Partial<Pick<SignInValues, 'baseUrl' | 'email'>>;

/** Who is signed in (OAuth), sign out, or sign in to PSOhub or a custom server (again after a sign-out). */
export function SignInSection({ settings }: { settings: SettingsViewT }) {
  const { t } = useTranslation('settings');
  const signOut = useSignIn((s) => s.signOut);
  const [form, setForm] = useState<{ preset: Preset; prefill?: Prefill } | null>(null);
  const signIn = settings.signIn;
  const signedOut = signIn === null ? settings.signedOut : null;
  // Named here only: the Account section and the sign-in's own note do not repeat it.
  const name = settings.account?.name ?? signIn?.accountName ?? null;
  const email = settings.account?.email ?? signIn?.email ?? null;
  const who = name ?? (settings.accountId === null ? t('signIn.notChosen') : t('signIn.notNamed'));

  const signInAgain = () => {
    const url = settings.remoteUrl ?? '';
    const email = signedOut?.email ?? '';
    setForm(
      url === PSOHUB_PRESET.baseUrl
        ? { preset: 'psohub', prefill: { email } }
        : { preset: 'custom', prefill: { baseUrl: url, email } },
    );
  };

  return (
    <Paper withBorder p="md" radius="md" component="section" aria-label={t('signIn.title')}>
      <Title order={3} size="h5" mb="xs">
        {t('signIn.title')}
      </Title>
      {signIn ? (
        <Group justify="space-between" align="flex-start" mb="sm">
          <Text size="sm" data-testid="signed-in-as">
            {t(email ? 'signIn.signedInAsWithEmail' : 'signIn.signedInAs', {
              name: who,
              email,
              url: settings.remoteUrl,
              clientId: signIn.clientId,
            })}
          </Text>
          <Button variant="default" size="xs" onClick={() => void signOut()}>
            {t('signIn.signOut')}
          </Button>
        </Group>
      ) : signedOut && settings.remoteUrl ? (
        <Text size="sm" mb="sm" data-testid="signed-out-of">
          {t(signedOut.email ? 'signIn.signedOutOfWithEmail' : 'signIn.signedOutOf', {
            url: settings.remoteUrl,
            email: signedOut.email,
          })}
        </Text>
      ) : (
        <Text size="sm" c="dimmed" mb="sm">
          {t('signIn.intro')}
        </Text>
      )}
      {form ? (
        <SignInForm
          key={form.preset}
          preset={form.preset}
          prefill={form.prefill}
          signedInNote={false}
          onBack={() => setForm(null)}
        />
      ) : (
        <>
          <Group gap="sm" mb="sm">
            {signedOut && settings.remoteUrl && (
              <Button onClick={signInAgain}>{t('signIn.signInAgain')}</Button>
            )}
            <Button variant="light" onClick={() => setForm({ preset: 'psohub' })}>
              {t('signIn.psohub')}
            </Button>
            <Button variant="light" onClick={() => setForm({ preset: 'custom' })}>
              {t('signIn.custom')}
            </Button>
          </Group>
          <SignInProgress signedInNote={false} />
        </>
      )}
    </Paper>
  );
}
