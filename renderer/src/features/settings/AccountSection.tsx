import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AccountChoiceViewT } from '../../../../shared/app/channels/settings';
import type { SettingsViewT } from '../../../../shared/app/views';
import { invoke } from '../../contract/client';
import { i18n } from '../../i18n';
import { notify } from '../../models/notify';
import { AccountPicker } from './AccountPicker';
import { useSettings } from './store';

/** The signed-in account in words: its name and email, never a bare number. */
export function accountWords(account: SettingsViewT['account']): string {
  if (!account) return i18n.t('settings:account.nobody');
  if (account.name === null) return i18n.t('settings:account.unnamed');
  return account.email
    ? i18n.t('settings:account.withEmail', { name: account.name, email: account.email })
    : account.name;
}

/** The signed-in account: picked from the accounts the remote knows, by name; an id typed as a last resort. */
export function AccountSection({ settings }: { settings: SettingsViewT }) {
  const { t } = useTranslation('settings');
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
      setError(t('account.invalid'));
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
        message: t('account.saved', { name: name ?? t('account.enteredAccount') }),
      });
  };

  return (
    <Paper withBorder p="md" radius="md" component="section" aria-label={t('account.title')}>
      <Title order={3} size="h5" mb="xs">
        {t('account.title')}
      </Title>
      <Text size="sm" c="dimmed" mb="sm">
        {settings.signIn && settings.accountId !== null
          ? // The Sign-in section names the account: said once.
            t('account.bySignIn')
          : settings.mode === 'offline'
            ? t('account.offline')
            : settings.signedOut && !settings.hasToken
              ? t('account.signedOut')
              : t('account.signedInAs', { who: accountWords(settings.account) })}
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
            emptyText={t('account.empty')}
          />
          <Group justify="flex-end">
            <Button onClick={() => void onSave()} disabled={!changed} loading={saving}>
              {t('account.save')}
            </Button>
          </Group>
        </Stack>
      )}
    </Paper>
  );
}
