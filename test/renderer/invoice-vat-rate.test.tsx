import { act, screen } from '@testing-library/react';
import { afterAll, describe, expect, it } from 'vitest';
import type { InvoiceDetailViewT } from '../../shared/app/channels/invoices';
import { InvoiceLines } from '../../renderer/src/features/invoices/InvoiceLines';
import { applyLanguage } from '../../renderer/src/i18n';
import { renderApp } from './support/render';

/*
 * An invoice line's VAT rate in the language's number style (issue 17 point 2): 5.5 % reads
 * "5,5 %" in German, "5,5%" in Dutch and "5.5%" in English, like the amounts beside it.
 */

const line = {
  number: '1',
  name: 'Books',
  description: null,
  taxName: null,
  taxPercentage: 5.5,
  totalExVAT: 1000,
  vat: 55,
  totalIncVAT: 1055,
  totalExVATBase: 1000,
  vatBase: 55,
  totalIncVATBase: 1055,
  details: [],
};
const invoice = { currency: 'EUR', baseCurrency: 'EUR', lines: [line] } as unknown as InvoiceDetailViewT;

afterAll(() => applyLanguage('system'));

/** The VAT line under the invoice line. */
const vatLine = () => screen.getByText(/1\.?055,00|1,?055\.00/).textContent ?? '';

describe("an invoice line's VAT rate", () => {
  it('is written with the decimal comma and the spacing of German and Dutch', async () => {
    act(() => applyLanguage('de'));
    const view = renderApp(<InvoiceLines invoice={invoice} />);
    expect(vatLine()).toMatch(/^MwSt\. 5,5\s%: 55,00\s€ · inkl\. MwSt\. 1\.055,00\s€$/);
    expect(vatLine()).not.toContain('5.5');

    act(() => applyLanguage('nl'));
    expect(vatLine()).toMatch(/^Btw 5,5%: /);

    act(() => applyLanguage('en'));
    expect(vatLine()).toMatch(/^VAT 5\.5%: /);
    view.unmount();
  });
});
