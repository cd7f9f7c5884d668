import { afterEach, describe, expect, it } from 'vitest';
import { unnamedText } from '../../renderer/src/components/unnamed-text';
import { rowLabel } from '../../renderer/src/features/week/row-label';
import { i18n } from '../../renderer/src/i18n';

/*
 * Walkthrough 30, item 13: Week rows and quick entry read "Line 19073748835533070 · Project
 * manager" (nl "Regel …", de "Position …"): a 17-digit id standing as a name. A line or role whose
 * name nothing here knows is now said to be unnamed, with the end of its id to tell it apart; a
 * known name always wins, and short ids (offline imports, tests) read as before.
 */

afterEach(async () => {
  await i18n.changeLanguage('en');
});

const row = {
  key: 'k',
  projectId: '16073748835533035',
  contractLineId: '19073748835533070',
  roleId: '17073748835533013',
  projectName: 'Atelier Lumière Integration platform',
  contractLineName: null,
  roleName: 'Project manager',
  cells: [],
  total: 0,
  pinned: false,
  editable: true,
};

describe('a line or role without a known name', () => {
  it('is an unnamed line with the end of its id, never the 17 digits as its name', () => {
    expect(rowLabel(row)).toBe('Unnamed line (…533070) · Project manager');
    expect(rowLabel(row)).not.toMatch(/\d{17}/);
    expect(unnamedText('role', '17073748835533099')).toBe('Unnamed role (…533099)');
    expect(rowLabel({ ...row, contractLineName: 'Retainer hours' })).toBe('Retainer hours · Project manager');
    expect(unnamedText('line', '61')).toBe('Line 61');
  });

  it('in Dutch and German', async () => {
    await i18n.changeLanguage('nl');
    expect(rowLabel(row)).toBe('Naamloze regel (…533070) · Project manager');
    await i18n.changeLanguage('de');
    expect(rowLabel(row)).toBe('Unbenannte Position (…533070) · Project manager');
  });
});
