import { act, screen, waitFor } from '@testing-library/react';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { QuickEntryForm } from '../../renderer/src/features/entry/QuickEntryForm';
import { useQuickEntry } from '../../renderer/src/features/entry/store';
import { applyLanguage } from '../../renderer/src/i18n';
import { startCore, type TestCore } from './support/core';
import { PM_ROLE, PROJECT_1, TIME_LINE } from './support/demo-ids';
import { input } from './support/fields';
import { newUser, renderApp } from './support/render';
import { resetQuickEntry } from './support/quick-entry';

/*
 * Quick entry in German (issue 17 walkthrough): the hours in the saved message and in the hint
 * are German numbers ("7,5 Std.", "= 1,33 Std."; they were "7.5", "1.33"), and the end time or
 * the hours the entry comes to is said once, under the field, not again inside it as its
 * placeholder. Against a real core in demo mode.
 */

let t: TestCore;
const DAY = '2026-11-25';

beforeAll(async () => {
  t = await startCore('demo');
  applyLanguage('de');
});

afterAll(async () => {
  applyLanguage('system');
  await t.close();
});

beforeEach(() => {
  resetQuickEntry(DAY, {
    typed: {},
    projectId: PROJECT_1,
    projectName: 'Northwind ERP rollout',
    line: TIME_LINE,
    role: PM_ROLE,
  });
});

/** Every element or placeholder that says `text`. */
const said = (text: string) => [
  ...screen.queryAllByText(text),
  ...[...document.querySelectorAll('input')].filter((i) => i.placeholder === text),
];

describe('quick entry in German', () => {
  it('says where typed hours end once, and the saved hours as a German number', async () => {
    const user = newUser();
    renderApp(<QuickEntryForm autoFocus={false} />);
    await user.type(input('Stunden'), '7,5');
    expect(said('endet um 16:30')).toHaveLength(1);
    expect(input('Bis').placeholder).not.toBe('endet um 16:30');
    await user.type(input('Beschreibung'), 'Workshop{Enter}');

    expect(
      await screen.findByText(/^7,5 Std\. auf Northwind ERP rollout, 09:00–16:30: ausstehend/),
    ).toBeTruthy();
    await waitFor(() => expect(input('Stunden').value).toBe(''));
    expect((await t.call('week:get', { weekStart: DAY })).entries).toContainEqual(
      expect.objectContaining({ description: 'Workshop', hours: 7.5 }),
    );
  });

  it('says the hours from..to comes to once, as a German number', async () => {
    const user = newUser();
    renderApp(<QuickEntryForm autoFocus={false} />);
    act(() => useQuickEntry.getState().patch({ from: '13:00' }));
    await user.type(input('Bis'), '14:20');
    expect(said('= 1,33 Std.')).toHaveLength(1);
  });
});
