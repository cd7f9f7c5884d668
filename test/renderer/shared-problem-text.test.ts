import { afterEach, describe, expect, it } from 'vitest';
import { computeExpenseAmounts } from '../../shared/expense-math';
import { computeMileage } from '../../shared/expense-categories';
import type { Problem } from '../../shared/i18n/problems';
import { problemText } from '../../renderer/src/components/shared-problem-text';
import { i18n } from '../../renderer/src/i18n';

/*
 * Problems shared/ code finds (the expense form's amounts, a mileage's units), given as codes, as
 * the expense form shows them: in the interface's language, English unchanged (issue 17 point 2).
 */

const message = (r: { ok: true } | { ok: false; problem: Problem }) => {
  if (r.ok) throw new Error('expected a problem');
  return r.problem;
};

afterEach(async () => {
  await i18n.changeLanguage('en');
});

describe('problem texts of shared/ in the expense form', () => {
  const tooManyDecimals = computeExpenseAmounts({ amountExVAT: '1.123456789', mode: 'rate', vatRate: '21' });
  const rateTooHigh = computeMileage({ km: '10', roundTrip: false, rate: '20000', vatRate: null });

  it('in German', async () => {
    await i18n.changeLanguage('de');
    expect(problemText(message(tooManyDecimals))).toBe('darf höchstens 8 Nachkommastellen haben');
    expect(problemText(message(rateTooHigh))).toBe('Satz pro km: darf höchstens 10000 sein');
  });

  it('in Dutch, and English as shared/ wrote it', async () => {
    await i18n.changeLanguage('nl');
    expect(problemText(message(rateTooHigh))).toBe('Tarief per km: mag hoogstens 10000 zijn');
    await i18n.changeLanguage('en');
    expect(problemText(message(tooManyDecimals))).toBe('must have at most 8 decimals');
    expect(problemText(message(rateTooHigh))).toBe('The rate per km must be at most 10000');
  });
});
