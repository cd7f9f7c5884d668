import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useEffect, useState } from 'react';
import type { AccountChoiceViewT } from '../../../../shared/app/channels/settings';
import type { SettingsViewT } from '../../../../shared/app/views';
import { invoke } from '../../contract/client';
import { notify } from '../../models/notify';
import { AccountPicker } from './AccountPicker';
import { useSettings } from './store';

/** The signed-in account in words: its name and email, never a bare number. */
export function accountWords(account: SettingsViewT['account']): string {
  if (!account) return 'nobody yet';
  if (account.name === null) return 'an account the PSA service has not named yet (sync to fetch its name)';
  return account.email ? `${account.name} (${account.email})` : account.name;
}

/** The signed-in account: picked from the accounts the remote knows, by name; an id typed as a last resort. */
export function AccountSection({ settings }: { settings: SettingsViewT }) {
  const save = useSettings((s) => s.save);
  // The account id as typed or picked: decimal text (a 17-digit id does not fit a JS number).
  const [id, setId] = useState<string>(settings.accountId ?? '');
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const [choices, setChoices] = useState<AccountChoiceViewT[] | null>(null);
  // With an OAuth sign-in the account comes from the sign-in; offline only there is no list to ask.
  const picking = !(settings.signIn && settings.accountId !== null) && settings.mode !== 'offline';

  useEffect(() => {
    if (!picking) return;
    let live = true;
    invoke('settings:accounts', {})
      .then((list) => live && setChoices(list))
      // The picker then offers typing an id only; the section works without the list.
      .catch(() => live && setChoices([]));
    return () => {
      live = false;
    };
  }, [picking, settings.account?.name, settings.remoteUrl]);
  useEffect(() => setId(settings.accountId ?? ''), [settings.accountId]);

  const typed = id.trim();
  const changed = typed !== (settings.accountId ?? '');

  const onSave = async () => {
    if (!/^\d{1,19}$/.test(typed) || /^0+$/.test(typed)) {
      setError('Pick your account, or enter its id (a positive whole number)');
      return;
    }
    setSaving(true);
    const problem = await save({ accountId: typed });
    setSaving(false);
    setError(problem ? (problem.fields.accountId ?? problem.message) : null);
    const name = choices?.find((c) => c.id === typed)?.name;
    if (!problem)
      notify({
        color: 'teal',
        message: `Signed in as ${name ?? 'the account you entered'}. Sync to fetch its entries.`,
      });
  };

  return (
    <Paper withBorder p="md" radius="md" component="section" aria-label="Account">
      <Title order={3} size="h5" mb="xs">
        Account
      </Title>
      <Text size="sm" c="dimmed" mb="sm">
        {settings.signIn && settings.accountId !== null
          ? // The Sign-in section names the account: said once.
            'Hours and expenses you enter are booked for the account you signed in with.'
          : settings.mode === 'offline'
            ? 'You work offline: no one is signed in. Hours and expenses you enter stay on this computer until you connect a PSA service.'
            : settings.signedOut && !settings.hasToken
              ? 'No one is signed in. Hours and expenses you enter stay here until you sign in again.'
              : `Signed in as ${accountWords(settings.account)}. Hours and expenses you enter are booked for this account.`}
      </Text>
      {picking && (
        <Stack gap="sm" maw={520}>
          <AccountPicker
            key={choices === null ? 'loading' : 'loaded'}
            choices={choices}
            loading={choices === null}
            value={id}
            onChange={(v) => {
              setError(null);
              setId(v);
            }}
            error={error}
            emptyText="No account of that name (a sync fills the list)"
          />
          <Group justify="flex-end">
            <Button onClick={() => void onSave()} disabled={!changed} loading={saving}>
              Save account
            </Button>
          </Group>
        </Stack>
      )}
    </Paper>
  );
}
