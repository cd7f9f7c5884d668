import { describe, expect, it } from 'vitest';
import { entryChannels, entryDate } from '../../shared/app/channels/entries';
import { dateProblem } from '../../shared/app/entry-time';
import { issueEnglish } from '../../shared/i18n/problems';

/*
 * The core refuses an impossible day itself (issue 13, finding 1): whatever a caller sends
 * (the renderer, the CLI, a script), 2026-02-30 is a field error naming why, never 2 March.
 */

const problemOf = (text: string) => {
  const r = entryDate.safeParse(text);
  return r.success ? null : r.error.issues.map(issueEnglish).join('; ');
};

describe('days the core takes', () => {
  it('takes real days, 29 February of a leap year included', () => {
    for (const ok of ['2026-11-22', '2028-02-29', '2026-04-30', '2026-12-31']) {
      expect(problemOf(ok), ok).toBeNull();
      expect(dateProblem(ok)).toBeNull();
    }
  });

  it('refuses impossible days with a message that says why', () => {
    expect(problemOf('2026-02-30')).toBe('2026-02-30 is not a date: February 2026 has 28 days');
    expect(problemOf('2025-02-29')).toBe('2025-02-29 is not a date: February 2025 has 28 days');
    expect(problemOf('2026-04-31')).toBe('2026-04-31 is not a date: April 2026 has 30 days');
    expect(problemOf('2026-13-45')).toBe('2026-13-45 is not a date: there is no month 13');
    expect(problemOf('2026-04-00')).toBe('2026-04-00 is not a date: there is no day 0');
    expect(problemOf('22/11/2026')).toBe('must be a date yyyy-mm-dd');
  });

  it('refuses an impossible day on entries:create before anything is stored', () => {
    const r = entryChannels['entries:create'].request.safeParse({
      projectId: '1',
      contractLineId: '2',
      roleId: '3',
      date: '2026-02-30',
      from: '09:00',
      hours: '1',
    });
    expect(r.success).toBe(false);
    const issue = r.error?.issues[0];
    expect(issue?.path).toEqual(['date']);
    expect(issue && issueEnglish(issue)).toMatch(/February 2026/);
  });
});
