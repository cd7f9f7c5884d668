import { NativeSelect, Paper, SimpleGrid, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { SettingsViewT } from '../../../../shared/app/views';
import { firstDayOfWeek, formatDay, formatMinutes } from '../../../../shared/dates-display';
import {
  LANGUAGES,
  LANGUAGE_NAMES,
  isLanguage,
  resolveLanguage,
  type LanguageSetting,
} from '../../../../shared/i18n/languages';
import { formatMoney } from '../../components/format';
import { i18n, systemLocale } from '../../i18n';
import { useDisplay } from '../../i18n/display';
import { notifyError } from '../../models/notify';
import { useSettings } from './store';

/** The example line's day, amount and clock time: Sunday 22 November 2026, 1234.56 EUR, 09:30. */
const EXAMPLE = { day: '2026-11-22', amount: 1234.56, minutes: 9 * 60 + 30 };

const isWeekStart = (v: string): v is SettingsViewT['weekStart'] =>
  v === 'auto' || v === 'monday' || v === 'sunday';

/** A weekday's full name in the locale (1 Monday, 7 Sunday); 5 Jan 2026 was a Monday. */
function weekdayName(day: 1 | 7, locale: string): string {
  const date = Date.UTC(2026, 0, day === 1 ? 5 : 4);
  return new Intl.DateTimeFormat(locale, { weekday: 'long', timeZone: 'UTC' }).format(date);
}

/**
 * Settings › Language and region (issue 17): the interface language (each named in its own
 * language, so a user lost in a foreign one still finds theirs; "System" names the one it gives),
 * the week start, and a line showing how dates, amounts and times are written now.
 */
export function LanguageSection({ settings }: { settings: SettingsViewT }) {
  const { t } = useTranslation('language');
  const update = useSettings((s) => s.update);
  // Redraws the example and the automatic week start when the locale changes.
  const locale = useDisplay((s) => s.locale);
  const system = LANGUAGE_NAMES[resolveLanguage('system', systemLocale())];
  // The day inside the sentence as the language writes a weekday there, from Intl ("maandag" in
  // Dutch, "Montag" in German, "Monday"); the options themselves start with a capital.
  const autoDay = weekdayName(firstDayOfWeek('auto', locale), locale);

  const save = async (patch: { language?: LanguageSetting; weekStart?: SettingsViewT['weekStart'] }) => {
    const problem = await update(patch);
    if (problem)
      notifyError(
        i18n.t(patch.language ? 'language:section.languageNotSaved' : 'language:section.weekStartNotSaved'),
        problem,
      );
  };

  const example = [
    formatDay(EXAMPLE.day),
    formatMoney(EXAMPLE.amount, 'EUR'),
    formatMinutes(EXAMPLE.minutes),
  ].join(' · ');

  return (
    <Paper withBorder p="md" radius="md" component="section" aria-label={t('section.title')}>
      <Title order={3} size="h5" mb="sm">
        {t('section.title')}
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <NativeSelect
          label={t('section.language')}
          value={settings.language}
          onChange={(e) => {
            const v = e.currentTarget.value;
            if (v === 'system' || isLanguage(v)) void save({ language: v });
          }}
          data={[
            { value: 'system', label: t('section.system', { name: system }) },
            ...LANGUAGES.map((l) => ({ value: l, label: LANGUAGE_NAMES[l] })),
          ]}
        />
        <NativeSelect
          label={t('section.weekStart')}
          value={settings.weekStart}
          onChange={(e) => {
            const v = e.currentTarget.value;
            if (isWeekStart(v)) void save({ weekStart: v });
          }}
          data={[
            { value: 'auto', label: t('section.weekAuto', { day: autoDay }) },
            { value: 'monday', label: t('section.monday') },
            { value: 'sunday', label: t('section.sunday') },
          ]}
        />
      </SimpleGrid>
      <Text size="sm" mt="sm" data-testid="format-example">
        {t('section.example', { example })}
      </Text>
    </Paper>
  );
}
