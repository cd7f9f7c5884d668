import { afterEach, describe, expect, it } from 'vitest';
import type { WeekCellT } from '../../shared/app/channels/week';
import { HoursCell } from '../../renderer/src/features/week/HoursCell';
import { countedHours } from '../../renderer/src/features/week/cell-hours';
import { applyLanguage } from '../../renderer/src/i18n';
import { renderApp } from './support/render';

/*
 * Walkthrough 30, item 2: a Week cell read 7,55 while its day and row totals read 0,05 (a rejected
 * 7.5 h entry, counted nowhere, beside a new 0.05 h one). The cell shows what counts and marks the
 * rejected part apart, as a cell of rejected entries alone is marked "not counted".
 */

const cell = (c: Partial<WeekCellT>): WeekCellT => ({
  date: '2026-11-23',
  hours: 0,
  entryIds: [],
  states: [],
  lockedHours: 0,
  rejectedHours: 0,
  ...c,
});

const noop = () => undefined;

function renderCell(c: WeekCellT) {
  renderApp(
    <table>
      <tbody>
        <tr>
          <HoursCell
            ref={null}
            label="Northwind ERP rollout, Monday"
            cell={c}
            hours={countedHours(c)}
            saving={false}
            failed={false}
            today={false}
            active
            editing={null}
            errorId={undefined}
            onFocus={noop}
            onKeyDown={noop}
            onDoubleClick={noop}
            onEditText={noop}
            onEditorKey={noop}
            onEditorBlur={noop}
          />
        </tr>
      </tbody>
    </table>,
  );
  return document.querySelector<HTMLElement>('td[role="gridcell"]')!;
}

const MIXED = cell({
  hours: 7.55,
  rejectedHours: 7.5,
  states: ['pending', 'rejected'],
  entryIds: ['1', '2'],
});

afterEach(() => {
  applyLanguage('en');
});

describe('a week cell with rejected and counted hours', () => {
  it('counts what the totals count: 0.05 of 7.55, exactly; a cell of rejected entries only keeps its hours', () => {
    expect(countedHours(MIXED)).toBe(0.05);
    expect(countedHours(cell({ hours: 7.5, rejectedHours: 7.5, states: ['rejected'] }))).toBe(7.5);
    expect(countedHours(cell({ hours: 3.25, states: ['pending'] }))).toBe(3.25);
  });

  it('shows 0.05 with the rejected 7.5 marked apart, and says so to a screen reader', () => {
    const td = renderCell(MIXED);
    expect(td.textContent).toMatch(/^0\.05/);
    expect(td.textContent).toContain('+7.5 rejected');
    expect(td.textContent).not.toContain('7.55');
    expect(td.getAttribute('aria-label')).toContain('0.05 hours');
    expect(td.getAttribute('aria-label')).toContain('7.5 h rejected, not counted in totals');
  });

  it('in German: 0,05 and "+7,5 abgelehnt"', () => {
    applyLanguage('de');
    const td = renderCell(MIXED);
    expect(td.textContent).toMatch(/^0,05/);
    expect(td.textContent).toContain('+7,5 abgelehnt');
  });

  it('a cell of rejected entries only stays struck out as "not counted"', () => {
    const td = renderCell(cell({ hours: 7.5, rejectedHours: 7.5, states: ['rejected'], entryIds: ['1'] }));
    expect(td.textContent).toContain('7.5');
    expect(td.textContent).toContain('not counted');
    expect(td.textContent).not.toContain('rejected');
  });
});
