import { Select } from '@mantine/core';
import { useMemo, type FocusEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { countryOfText, countryOptions } from './countries';

interface Props {
  /** The chosen ISO code, a stored value outside the list (`kept.value`), or null. */
  value: string | null;
  onChange: (value: string | null) => void;
  /** A stored country the list does not know (e.g. "Holland" without a code), offered as it is. */
  kept?: { value: string; label: string } | null;
  /** Called with a typed text that names no country (null once the field holds a country again). */
  onUnknown: (text: string | null) => void;
  error?: string | null;
}

/**
 * The company's country: a searchable list named in the user's language. Leaving the field with a
 * whole name typed (or a code) picks that country even without clicking it; a text that names no
 * country is refused with a message instead of being dropped.
 */
export function CountrySelect({ value, onChange, kept, onUnknown, error }: Props) {
  const { t, i18n } = useTranslation('companies');
  const language = i18n.language;
  const data = useMemo(() => {
    const options = countryOptions(language);
    return kept ? [kept, ...options] : options;
  }, [language, kept]);

  // Before the select puts its selected label back into the field: what was typed decides.
  const onBlurCapture = (e: FocusEvent<HTMLInputElement>) => {
    const typed = e.currentTarget.value.trim();
    const shown = data.find((o) => o.value === value)?.label ?? '';
    if (typed === '' || typed === shown) return onUnknown(null);
    const code = countryOfText(typed, language);
    if (code) {
      onUnknown(null);
      onChange(code);
    } else onUnknown(typed);
  };

  return (
    <Select
      label={t('form.country')}
      placeholder={t('form.countryPlaceholder')}
      data={data}
      value={value}
      onChange={(v) => (onUnknown(null), onChange(v))}
      searchable
      clearable
      selectFirstOptionOnChange
      limit={50}
      nothingFoundMessage={t('form.noCountry')}
      onBlurCapture={onBlurCapture}
      error={error}
    />
  );
}
