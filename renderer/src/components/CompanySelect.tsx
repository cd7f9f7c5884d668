import { Select, type SelectProps } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage, invoke } from '../contract/client';

type Option = { value: string; label: string };

/** The companies of the local store as select options (name, city), loaded once per form. */
export function useCompanyOptions(): { options: Option[]; error: string | null } {
  const [options, setOptions] = useState<Option[]>([]);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    invoke('companies:list', {})
      .then((list) => {
        if (live) setOptions(list.map((c) => ({ value: c.id, label: c.name })));
      })
      .catch((e: unknown) => live && setError(errorMessage(e)));
    return () => {
      live = false;
    };
  }, []);
  return { options, error };
}

/** A searchable company picker over the local store (value: the company id as text). */
export function CompanySelect(props: Omit<SelectProps, 'data'>) {
  const { t } = useTranslation('common');
  const { options, error } = useCompanyOptions();
  return (
    <Select
      searchable
      limit={40}
      nothingFoundMessage={t('companySelect.noMatch')}
      data={options}
      {...props}
      error={props.error ?? error}
    />
  );
}
