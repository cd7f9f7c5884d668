/** Language, region and week start (Settings › Language and region; the date words typed in date fields). */
export default {
  // Settings › Language and region
  section: {
    title: 'Language and region',
    language: 'Language',
    system: 'System ({{name}})',
    weekStart: 'Week starts on',
    weekAuto: 'Automatic ({{day}})',
    monday: 'Monday',
    sunday: 'Sunday',
    example: 'Dates, amounts and times: {{example}}',
    languageNotSaved: 'Language not saved',
    weekStartNotSaved: 'Week start not saved',
  },
  // The words a date field takes (besides English ones, which always work); lower case
  dateWords: {
    today: 'today',
    yesterday: 'yesterday',
    tomorrow: 'tomorrow',
    /** Short weekdays, Sunday first, comma-separated: typed alone they name the most recent such day. */
    weekdays: 'sun,mon,tue,wed,thu,fri,sat',
  },
  // What a date field says about what it was given
  dateText: {
    placeholder: '{{today}}, {{weekday}}, {{dayMonth}}',
    hint: 'type a date such as {{numeric}}, {{iso}}, {{today}}, {{yesterday}} or {{weekday}}',
    notAYear: '{{year}} is not a year; type four digits such as 2026',
    noMonth: 'there is no month {{month}}',
    noMonthOrder: 'there is no month {{month}} ({{order}} here, e.g. {{example}})',
    daysInMonth: '{{month}} has {{days}} days, not {{day}}',
    daysInMonthOrder: '{{month}} has {{days}} days, not {{day}} ({{order}} here, e.g. {{example}})',
    dayMonth: 'day/month',
    monthDay: 'month/day',
  },
};
