import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DateTextInput } from '../../renderer/src/components/DateTextInput';
import { dayMonthOrder } from '../../renderer/src/components/date-text';
import { renderApp } from './support/render';

/*
 * A date field's hint names today as the user's clock has it, at render time (walkthrough 15,
 * finding 9: just after midnight it said "mon, 11/22" on Monday 23 November): weekday and day of
 * the same local day, so a field drawn after midnight says the new day though the page was loaded the day before.
 */

const md = (d: number) => (dayMonthOrder() === 'DM' ? `${d}/11` : `11/${d}`);

afterEach(() => {
  vi.useRealTimers();
});

describe('the date field’s hint', () => {
  it('follows the local day across midnight', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    // Local times: whatever the test machine's zone, these are Sunday 22 and Monday 23 November.
    vi.setSystemTime(new Date(2026, 10, 22, 23, 59, 30));
    const view = renderApp(<DateTextInput label="Start date" value="" onChange={() => undefined} />);
    expect(screen.getByLabelText('Start date').getAttribute('placeholder')).toBe(`today, sun, ${md(22)}`);

    vi.setSystemTime(new Date(2026, 10, 23, 0, 0, 30));
    // A form opened after midnight in the same page (the module was loaded the day before).
    view.unmount();
    renderApp(<DateTextInput label="Start date" value="" onChange={() => undefined} />);
    expect(screen.getByLabelText('Start date').getAttribute('placeholder')).toBe(`today, mon, ${md(23)}`);
  });
});
