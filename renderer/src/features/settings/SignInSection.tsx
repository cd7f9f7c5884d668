import { Button, Group, Paper, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { PSOHUB_PRESET } from '../../../../shared/app/channels/signin';
import type { SettingsViewT } from '../../../../shared/app/views';
import type { Preset, SignInValues } from '../signin/fields';
import { SignInForm } from '../signin/SignInForm';
import { SignInProgress } from '../signin/SignInProgress';
import { useSignIn } from '../signin/store';

type Prefill = Partial<Pick<SignInValues, 'baseUrl' | 'email'>>;

/** Who is signed in (OAuth), sign out, or sign in to PSOhub or a custom server (again after a sign-out). */
export function SignInSection({ settings }: { settings: SettingsViewT }) {
  const signOut = useSignIn((s) => s.signOut);
  const [form, setForm] = useState<{ preset: Preset; prefill?: Prefill } | null>(null);
  const signIn = settings.signIn;
  const signedOut = signIn === null ? settings.signedOut : null;
  // Named here only: the Account section and the sign-in's own note do not repeat it.
  const name = settings.account?.name ?? signIn?.accountName ?? null;
  const email = settings.account?.email ?? signIn?.email ?? null;
  const who =
    signIn === null
      ? null
      : `${name ?? (settings.accountId === null ? 'an account not chosen yet' : 'an account the service has not named')}${
          email ? `, ${email},` : ''
        }`;

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
    <Paper withBorder p="md" radius="md" component="section" aria-label="Sign-in">
      <Title order={3} size="h5" mb="xs">
        Sign-in
      </Title>
      {signIn ? (
        <Group justify="space-between" align="flex-start" mb="sm">
          <Text size="sm" data-testid="signed-in-as">
            Signed in as {who} at {settings.remoteUrl}, with the app&apos;s client {signIn.clientId}.
          </Text>
          <Button variant="default" size="xs" onClick={() => void signOut()}>
            Sign out
          </Button>
        </Group>
      ) : signedOut && settings.remoteUrl ? (
        <Text size="sm" mb="sm" data-testid="signed-out-of">
          Signed out of {settings.remoteUrl}
          {signedOut.email ? ` (${signedOut.email})` : ''}. Your entries stay here until you sign in again.
        </Text>
      ) : (
        <Text size="sm" c="dimmed" mb="sm">
          Sign in through the browser with your PSA service account, instead of an API key.
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
            {signedOut && settings.remoteUrl && <Button onClick={signInAgain}>Sign in again</Button>}
            <Button variant="light" onClick={() => setForm({ preset: 'psohub' })}>
              Sign in to PSOhub
            </Button>
            <Button variant="light" onClick={() => setForm({ preset: 'custom' })}>
              Custom server
            </Button>
          </Group>
          <SignInProgress signedInNote={false} />
        </>
      )}
    </Paper>
  );
}
