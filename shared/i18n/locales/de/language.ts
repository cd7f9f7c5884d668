import type en from '../en/language';
import type { Messages } from '../../messages';

const messages: Messages<typeof en> = {
  section: {
    title: 'Sprache und Region',
    language: 'Sprache',
    system: 'System ({{name}})',
    weekStart: 'Woche beginnt am',
    weekAuto: 'Automatisch ({{day}})',
    monday: 'Montag',
    sunday: 'Sonntag',
    example: 'Datum, Beträge und Uhrzeit: {{example}}',
    languageNotSaved: 'Sprache nicht gespeichert',
    weekStartNotSaved: 'Wochenbeginn nicht gespeichert',
  },
  dateWords: {
    today: 'heute',
    yesterday: 'gestern',
    tomorrow: 'morgen',
    weekdays: 'so,mo,di,mi,do,fr,sa',
  },
  dateText: {
    placeholder: '{{today}}, {{weekday}}, {{dayMonth}}',
    hint: 'Geben Sie ein Datum ein, z. B. {{numeric}}, {{iso}}, {{today}}, {{yesterday}} oder {{weekday}}',
    notAYear: '{{year}} ist kein Jahr; geben Sie vier Ziffern ein, z. B. 2026',
    noMonth: 'Einen Monat {{month}} gibt es nicht',
    noMonthOrder: 'Einen Monat {{month}} gibt es nicht (hier {{order}}, z. B. {{example}})',
    daysInMonth: '{{month}} hat {{days}} Tage, nicht {{day}}',
    daysInMonthOrder: '{{month}} hat {{days}} Tage, nicht {{day}} (hier {{order}}, z. B. {{example}})',
    dayMonth: 'Tag.Monat',
    monthDay: 'Monat/Tag',
  },
};
export default messages;
