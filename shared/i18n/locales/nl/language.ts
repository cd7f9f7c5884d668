import type en from '../en/language';
import type { Messages } from '../../messages';

const messages: Messages<typeof en> = {
  section: {
    title: 'Taal en regio',
    language: 'Taal',
    system: 'Systeem ({{name}})',
    weekStart: 'Week begint op',
    weekAuto: 'Automatisch ({{day}})',
    monday: 'Maandag',
    sunday: 'Zondag',
    example: 'Datums, bedragen en tijden: {{example}}',
    languageNotSaved: 'Taal niet opgeslagen',
    weekStartNotSaved: 'Begin van de week niet opgeslagen',
  },
  dateWords: {
    today: 'vandaag',
    yesterday: 'gisteren',
    tomorrow: 'morgen',
    weekdays: 'zo,ma,di,wo,do,vr,za',
  },
  dateText: {
    placeholder: '{{today}}, {{weekday}}, {{dayMonth}}',
    hint: 'typ een datum zoals {{numeric}}, {{iso}}, {{today}}, {{yesterday}} of {{weekday}}',
    notAYear: '{{year}} is geen jaartal; typ vier cijfers, zoals 2026',
    noMonth: 'maand {{month}} bestaat niet',
    noMonthOrder: 'maand {{month}} bestaat niet (hier {{order}}, bijv. {{example}})',
    daysInMonth: '{{month}} heeft {{days}} dagen, geen {{day}}',
    daysInMonthOrder: '{{month}} heeft {{days}} dagen, geen {{day}} (hier {{order}}, bijv. {{example}})',
    dayMonth: 'dag-maand',
    monthDay: 'maand-dag',
  },
};
export default messages;
