import { Button, Select, Stack, TextInput } from '@mantine/core';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { AccountChoiceViewT } from '../../../../shared/app/channels/settings';
import { i18n } from '../../i18n';

/** How an account reads in the list: its name and email, or where it was seen. */
export function accountLabel(a: AccountChoiceViewT): string {
  return a.email ? `${a.name} · ${a.email}` : i18n.t('settings:picker.seenOnTimesheets', { name: a.name });
}

interface AccountPickerProps {
  /** The accounts to pick from; null while not asked yet. */
  choices: AccountChoiceViewT[] | null;
  loading: boolean;
  /** The account id as decimal text ('' for none): a 17-digit id does not fit a JS number. */
  value: string;
  onChange: (id: string) => void;
  error?: ReactNode;
  /** Asks for the list (e.g. when the field gets focus and nothing was asked yet). */
  onWantChoices?: () => void;
  /** Shown in the list while it is empty. */
  emptyText: string;
}

/**
 * "Who are you": the accounts by name and email, searchable; typing an id is the last resort,
 * behind a button, for an account the list does not hold.
 */
export function AccountPicker(props: AccountPickerProps) {
  const { choices, loading, value, onChange, error, onWantChoices, emptyText } = props;
  const { t } = useTranslation(['settings', 'common']);
  const listed = choices?.some((c) => c.id === value) ?? false;
  const [typing, setTyping] = useState(value !== '' && choices !== null && !listed);

  if (typing)
    return (
      <Stack gap={4}>
        <TextInput
          label={t('picker.id')}
          description={t('picker.idHelp')}
          inputMode="numeric"
          required
          value={value}
          onChange={(e) => onChange(e.currentTarget.value)}
          error={error}
        />
        <Button variant="subtle" size="compact-sm" onClick={() => setTyping(false)} w="fit-content">
          {t('picker.fromList')}
        </Button>
      </Stack>
    );

  return (
    <Stack gap={4}>
      <Select
        label={t('picker.yours')}
        description={t('picker.yoursHelp')}
        placeholder={loading ? t('picker.loading') : t('picker.search')}
        required
        searchable
        data={(choices ?? []).map((c) => ({ value: c.id, label: accountLabel(c) }))}
        value={listed ? value : null}
        onChange={(v) => onChange(v ?? '')}
        onFocus={() => {
          if (choices === null && !loading) onWantChoices?.();
        }}
        nothingFoundMessage={loading ? t('common:loading') : emptyText}
        error={error}
      />
      <Button variant="subtle" size="compact-sm" onClick={() => setTyping(true)} w="fit-content">
        {t('picker.typeId')}
      </Button>
    </Stack>
  );
}
