import { Autocomplete, type AutocompleteProps } from '@mantine/core';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { i18n } from '../../i18n';
import type { OrgOptionsViewT } from '../../../../shared/app/channels/org';
import { useOrgOptions } from './options';

/** The form options, loaded on first use. */
export function useOptions(): OrgOptionsViewT | null {
  const options = useOrgOptions((s) => s.options);
  useEffect(() => {
    if (!useOrgOptions.getState().options) void useOrgOptions.getState().load();
  }, []);
  return options;
}

/** "3 · Retainer" when the name is known, else "3". */
export function idLabel(o: { id: string; name: string | null }): string {
  return o.name ? `${o.id} · ${o.name}` : o.id;
}

/** Validates a typed id field: empty, or an id (a whole number of at most 19 digits) first. */
export function checkId(value: string): string | null {
  return value.trim() === '' || /^\s*\d{1,19}(?!\d)/.test(value) ? null : i18n.t('projects:form.idFormat');
}

/**
 * A field whose values the API cannot list: the ones seen on projects are offered, anything else
 * may be typed (the PSA service checks it when the change is synced, and a refusal shows its reason).
 */
export function SeenValueInput(props: AutocompleteProps & { seen: string[] }) {
  const { seen, description, ...rest } = props;
  const { t } = useTranslation('projects');
  return (
    <Autocomplete
      data={seen}
      limit={50}
      description={description ?? (seen.length > 0 ? t('form.seenOrType') : t('form.typeValue'))}
      {...rest}
    />
  );
}
