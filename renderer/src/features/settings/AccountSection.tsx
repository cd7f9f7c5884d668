import { Button, Group, Paper, Select, Stack, Text, TextInput, Title } from '@mantine/core';
import { useEffect, useState } from 'react';
import type { SettingsViewT } from '../../../../shared/app/views';
import { notify } from '../../models/notify';
import { useSettings } from './store';

/** The signed-in account: picked from the project managers, or typed as an id. */
export function AccountSection({ settings }: { settings: SettingsViewT }) {
  const managers = useSettings((s) => s.managers);
  const loadManagers = useSettings((s) => s.loadManagers);
  const save = useSettings((s) => s.save);
  // The account id as typed or picked: decimal text (a 17-digit id does not fit a JS number).
  const [id, setId] = useState<string>(settings.accountId ?? '');
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    void loadManagers();
  }, [loadManagers]);
  useEffect(() => setId(settings.accountId ?? ''), [settings.accountId]);

  const current = managers.find((m) => m.id === settings.accountId);
  const typed = id.trim();
  const picked = managers.some((m) => m.id === typed) ? typed : null;
  const changed = typed !== (settings.accountId ?? '');

  const onSave = async () => {
    if (!/^\d{1,19}$/.test(typed) || /^0+$/.test(typed)) {
      setError('Enter your account id (a positive whole number)');
      return;
    }
    setSaving(true);
    const problem = await save({ accountId: typed });
    setSaving(false);
    setError(problem ? (problem.fields.accountId ?? problem.message) : null);
    if (!problem)
      notify({ color: 'teal', message: `Signed in as account ${typed}. Sync to fetch its entries.` });
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
            : `Signed in as ${
                settings.accountId === null
                  ? 'nobody yet'
                  : current
                    ? `${current.name} (account ${current.id})`
                    : `account ${settings.accountId}`
              }. Hours and expenses you enter are booked for this account.`}
      </Text>
      <Stack gap="sm">
        <Group align="flex-start" gap="sm" grow>
          <Select
            label="Pick a project manager"
            placeholder={managers.length ? 'Search by name' : 'None in the local store yet'}
            searchable
            clearable
            data={managers.map((m) => ({ value: m.id, label: `${m.name} · ${m.email}` }))}
            value={picked}
            onChange={(v) => {
              setError(null);
              setId(v ?? '');
            }}
            nothingFoundMessage="No project manager of that name"
          />
          <TextInput
            label="…or type an account id"
            inputMode="numeric"
            value={id}
            onChange={(e) => {
              setError(null);
              setId(e.currentTarget.value);
            }}
            error={error}
          />
        </Group>
        <Group justify="flex-end">
          <Button onClick={() => void onSave()} disabled={!changed} loading={saving}>
            Save account
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
