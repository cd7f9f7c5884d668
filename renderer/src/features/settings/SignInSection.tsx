import { Button, Group, Paper, Text, Title } from '@mantine/core';
import { useState } from 'react';
import type { SettingsViewT } from '../../../../shared/app/views';
import type { Preset } from '../signin/fields';
import { SignInForm } from '../signin/SignInForm';
import { SignInProgress } from '../signin/SignInProgress';
import { useSignIn } from '../signin/store';

/** Who is signed in (OAuth), sign out, or sign in to PSOhub or a custom server. */
export function SignInSection({ settings }: { settings: SettingsViewT }) {
  const signOut = useSignIn((s) => s.signOut);
  const [form, setForm] = useState<Preset | null>(null);
  const signIn = settings.signIn;
  const who =
    signIn === null
      ? null
      : `${signIn.accountName ?? (settings.accountId === null ? 'an account not chosen yet' : 'account')}${
          settings.accountId === null ? '' : ` (account ${settings.accountId})`
        }`;

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
      ) : (
        <Text size="sm" c="dimmed" mb="sm">
          Sign in through the browser with your PSA service account, instead of an API key.
        </Text>
      )}
      {form ? (
        <SignInForm key={form} preset={form} onBack={() => setForm(null)} />
      ) : (
        <>
          <Group gap="sm" mb="sm">
            <Button variant="light" onClick={() => setForm('psohub')}>
              Sign in to PSOhub
            </Button>
            <Button variant="light" onClick={() => setForm('custom')}>
              Custom server
            </Button>
          </Group>
          <SignInProgress />
        </>
      )}
    </Paper>
  );
}
