import { describe, expect, it } from 'vitest';
import { displayTime, withDisplayDates } from '../../renderer/src/components/format';
import { applyLanguage } from '../../renderer/src/i18n';
import { formatDay } from '../../shared/dates-display';

/*
 * Times are shown in the user's locale (issue 13, point 1): a 24-hour clock where that is the
 * custom, 12 hours with AM/PM where it is; one function for every list and message of the renderer.
 */

const nineOFive = new Date(2026, 10, 23, 9, 5).getTime();
const evening = new Date(2026, 10, 23, 18, 30).toISOString();

describe('displayTime', () => {
  it('writes 24-hour locales as hh:mm and 12-hour ones with AM/PM', () => {
    expect(displayTime(nineOFive, 'en-GB')).toBe('09:05');
    expect(displayTime(nineOFive, 'de-DE')).toBe('09:05');
    expect(displayTime(nineOFive, 'nl-NL')).toBe('09:05');
    expect(displayTime(evening, 'en-GB')).toBe('18:30');
    expect(displayTime(nineOFive, 'en-US').replace(/\s/g, ' ')).toBe('9:05 AM');
    expect(displayTime(evening, 'en-US').replace(/\s/g, ' ')).toBe('6:30 PM');
  });

  it('shows unreadable input as given', () => {
    expect(displayTime('not a time', 'en-GB')).toBe('not a time');
  });
});

describe('withDisplayDates', () => {
  it("writes a remote text's ISO days in the date style and keeps an impossible one as sent", () => {
    const text = withDisplayDates('Northwind ERP rollout, 2026-09-01 to 2026-09-30 (ref 2026-02-30)');
    expect(text).toBe(
      `Northwind ERP rollout, ${formatDay('2026-09-01')} to ${formatDay('2026-09-30')} (ref 2026-02-30)`,
    );
    expect(withDisplayDates('INV-2026-0007')).toBe('INV-2026-0007');
  });

  it('says the "to" of a remote day range in the language (walkthrough 30, point 6)', () => {
    const name = 'Great Lakes Manufacturing Security assessment, 2026-09-01 to 2026-10-30';
    try {
      applyLanguage('nl');
      expect(withDisplayDates(name)).toBe(
        `Great Lakes Manufacturing Security assessment, ${formatDay('2026-09-01')} t/m ${formatDay('2026-10-30')}`,
      );
      applyLanguage('de');
      expect(withDisplayDates(name)).toBe(
        `Great Lakes Manufacturing Security assessment, ${formatDay('2026-09-01')} bis ${formatDay('2026-10-30')}`,
      );
      // A "to" that joins no two days is the remote's own word.
      expect(withDisplayDates('Travel to Berlin 2026-09-01')).toBe(
        `Travel to Berlin ${formatDay('2026-09-01')}`,
      );
    } finally {
      applyLanguage('en');
    }
  });
});
