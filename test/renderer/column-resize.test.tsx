import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ResizableHeader, type HeaderColumn } from '../../renderer/src/components/columns/ResizableHeader';
import {
  fitWidths,
  gridTemplate,
  storageKey,
  widestNow,
  type ColumnDef,
} from '../../renderer/src/components/columns/column-widths';
import { i18n } from '../../renderer/src/i18n';

/*
 * Column widths the user sets (issue 17 point 3): the handle on a header cell's edge is a focusable
 * separator; arrow keys, Home/End and Enter change the width within its limits, the header and rows
 * read it from the table, and the width is remembered per table (a damaged stored value is ignored).
 */

const COLUMNS: HeaderColumn[] = [
  { id: 'invoice', track: 'minmax(0, 1fr)', title: 'Invoice' },
  { id: 'customer', track: '120px', resize: { min: 80, max: 240 }, title: 'Customer', name: 'Customer' },
  { id: 'total', track: '112px', title: 'Total' },
];
const KEY = storageKey('test-table');

function renderTable(label = 'Resize column Customer') {
  render(
    <div data-testid="table">
      <ResizableHeader tableId="test-table" columns={COLUMNS} className="header" />
      <div data-testid="row" style={{ gridTemplateColumns: 'var(--app-columns)' }} />
    </div>,
  );
  return screen.getByRole('separator', { name: label });
}

/** The grid template the table hands to its header and rows. */
const template = () => screen.getByTestId('table').style.getPropertyValue('--app-columns');
const now = (el: HTMLElement) => Number(el.getAttribute('aria-valuenow'));

beforeEach(() => localStorage.clear());
afterEach(async () => {
  localStorage.clear();
  await i18n.changeLanguage('en');
});

describe('a resizable column', () => {
  it('is a focusable vertical separator with its limits, only on resizable columns', () => {
    const handle = renderTable();
    expect(screen.getAllByRole('separator')).toHaveLength(1);
    expect(handle.getAttribute('aria-orientation')).toBe('vertical');
    expect(handle.tabIndex).toBe(0);
    expect(handle.getAttribute('aria-valuemin')).toBe('80');
    expect(handle.getAttribute('aria-valuemax')).toBe('240');
    // The default widths as they were: the table's own tracks.
    expect(template()).toBe('minmax(0, 1fr) 120px 112px');
  });

  it('arrow keys change the width by 16 px (Shift: 64), Home/End go to the limits, which hold', () => {
    const handle = renderTable();
    handle.focus();
    fireEvent.keyDown(handle, { key: 'Home' });
    expect(now(handle)).toBe(80);
    fireEvent.keyDown(handle, { key: 'ArrowRight' });
    expect(now(handle)).toBe(96);
    expect(template()).toBe('minmax(0, 1fr) 96px 112px');
    fireEvent.keyDown(handle, { key: 'ArrowRight', shiftKey: true });
    expect(now(handle)).toBe(160);
    fireEvent.keyDown(handle, { key: 'ArrowLeft' });
    expect(now(handle)).toBe(144);
    fireEvent.keyDown(handle, { key: 'End' });
    fireEvent.keyDown(handle, { key: 'ArrowRight', shiftKey: true });
    expect(now(handle)).toBe(240);
    fireEvent.keyDown(handle, { key: 'Home' });
    fireEvent.keyDown(handle, { key: 'ArrowLeft' });
    expect(now(handle)).toBe(80);
    expect(template()).toBe('minmax(0, 1fr) 80px 112px');
    expect(JSON.parse(localStorage.getItem(KEY)!)).toEqual({ customer: 80 });
  });

  it('Enter and a double-click reset to the default width and forget the stored one', () => {
    const handle = renderTable();
    fireEvent.keyDown(handle, { key: 'End' });
    expect(template()).toContain('240px');
    fireEvent.keyDown(handle, { key: 'Enter' });
    expect(template()).toBe('minmax(0, 1fr) 120px 112px');
    expect(localStorage.getItem(KEY)).toBeNull();
    fireEvent.keyDown(handle, { key: 'End' });
    fireEvent.doubleClick(handle);
    expect(template()).toBe('minmax(0, 1fr) 120px 112px');
    expect(localStorage.getItem(KEY)).toBeNull();
  });

  it('reads a stored width back on the next start', () => {
    localStorage.setItem(KEY, JSON.stringify({ customer: 200 }));
    const handle = renderTable();
    expect(now(handle)).toBe(200);
    expect(template()).toBe('minmax(0, 1fr) 200px 112px');
  });

  it('shows the widths of the table it heads when one list turns into another', () => {
    localStorage.setItem(storageKey('other-table'), JSON.stringify({ customer: 96 }));
    const { rerender } = render(
      <div data-testid="table">
        <ResizableHeader tableId="test-table" columns={COLUMNS} className="header" />
      </div>,
    );
    const handle = screen.getByRole('separator');
    fireEvent.keyDown(handle, { key: 'End' });
    rerender(
      <div data-testid="table">
        <ResizableHeader tableId="other-table" columns={COLUMNS} className="header" />
      </div>,
    );
    expect(now(screen.getByRole('separator'))).toBe(96);
    expect(template()).toBe('minmax(0, 1fr) 96px 112px');
    expect(JSON.parse(localStorage.getItem(KEY)!)).toEqual({ customer: 240 });
  });

  it.each([
    ['not JSON', '{customer: 200'],
    ['not a number', '{"customer":"200px"}'],
    ['below the minimum', '{"customer":10}'],
    ['above the maximum', '{"customer":99999}'],
    ['not an object', '[200]'],
    ['a column that cannot be resized', '{"invoice":200,"total":150}'],
  ])('ignores a damaged stored value (%s)', (_, stored) => {
    localStorage.setItem(KEY, stored);
    const handle = renderTable();
    expect(template()).toBe('minmax(0, 1fr) 120px 112px');
    // Still usable: the next change replaces the damaged value.
    fireEvent.keyDown(handle, { key: 'Home' });
    expect(JSON.parse(localStorage.getItem(KEY)!)).toEqual({ customer: 80 });
  });

  it('names its column in the interface language', async () => {
    await act(() => i18n.changeLanguage('de'));
    const handle = renderTable('Breite der Spalte Customer ändern');
    expect(handle.getAttribute('title')).toBe(
      'Ziehen, um die Breite zu ändern; Doppelklick für die passende Breite',
    );
  });
});

/*
 * Projects-like: two resizable columns, fixed ones and a fill column with a minimum. What the user
 * set is what is drawn and what the handle says: resized columns are fixed tracks, one column's
 * handle cannot take room from another, and a window too narrow for them narrows them (later first).
 */
const PROJECTS: ColumnDef[] = [
  { id: 'name', track: 'minmax(140px, 3fr)', resize: { min: 140, max: 560 } },
  { id: 'number', track: '88px' },
  { id: 'company', track: 'minmax(90px, 2fr)', resize: { min: 90, max: 480 } },
  { id: 'manager', track: 'minmax(90px, 1.4fr)' },
  { id: 'sync', track: '92px' },
];

describe('resized columns in a row of a given width', () => {
  it('are fixed tracks at the width the user set while it fits', () => {
    const shown = fitWidths(PROJECTS, { name: 344, company: 200 }, 1000);
    expect(shown).toEqual({ name: 344, company: 200 });
    expect(gridTemplate(PROJECTS, shown)).toBe('344px 88px 200px minmax(90px, 1.4fr) 92px');
  });

  it('widening one keeps the other as drawn: its handle stops where the row is full', () => {
    // 1000 px: name 344 + number 88 + manager's minimum 90 + sync 92 leave 386 for company.
    const shown = fitWidths(PROJECTS, { name: 344, company: 200 }, 1000);
    expect(widestNow(PROJECTS, shown, 'company', 1000)).toBe(386);
    const after = fitWidths(PROJECTS, { name: 344, company: 386 }, 1000);
    expect(after.name).toBe(344);
    // Name's handle now stops at its current width: nothing is left to take.
    expect(widestNow(PROJECTS, after, 'name', 1000)).toBe(344);
    // Never past the column's own limit in a wide window.
    expect(widestNow(PROJECTS, shown, 'company', 5000)).toBe(480);
  });

  it('a narrower window narrows the later column first, never below a minimum', () => {
    expect(fitWidths(PROJECTS, { name: 344, company: 386 }, 900)).toEqual({ name: 344, company: 286 });
    expect(fitWidths(PROJECTS, { name: 344, company: 386 }, 700)).toEqual({ name: 340, company: 90 });
    expect(fitWidths(PROJECTS, { name: 344, company: 386 }, 100)).toEqual({ name: 140, company: 90 });
    // Unknown room (not laid out yet): as chosen.
    expect(fitWidths(PROJECTS, { name: 344 }, Infinity)).toEqual({ name: 344 });
  });
});
