import 'dayjs/locale/de';
import 'dayjs/locale/nl';
import { useDisplay } from './display';

/*
 * Mantine's calendars (DatePicker, DatePickerInput) name months and weekdays through dayjs
 * locales: the interface's languages are loaded here (a few kB), and a calendar takes the
 * language and the first day of the week the user's setting gives (issue 17).
 */

/** The props that make a Mantine calendar speak the display locale and start the week on the user's day. */
export function useCalendarProps(): { locale: string; firstDayOfWeek: 0 | 1 } {
  const locale = useDisplay((s) => s.locale);
  const firstDay = useDisplay((s) => s.firstDay);
  const language = locale.split('-')[0]?.toLowerCase() ?? 'en';
  return {
    locale: language === 'nl' || language === 'de' ? language : 'en',
    firstDayOfWeek: firstDay === 7 ? 0 : 1,
  };
}
