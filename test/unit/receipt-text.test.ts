import { describe, expect, it } from 'vitest';
import { readAmount, readDate, readReceiptText } from '../../electron/core/app/receipts/receipt-text';

/*
 * What quick capture reads from a PDF receipt's text: the total (the largest amount labelled as a
 * total, in either decimal convention) and the receipt's date (a date that exists). Anything
 * unsure is left out: the user types it.
 */

describe('the amount read from a receipt', () => {
  it('takes the amount after a total label, in either convention', () => {
    expect(readAmount('Subtotal 10.00\nTotal EUR 1.234,56')).toBe('1234.56');
    expect(readAmount('Amount due: $1,234.56')).toBe('1234.56');
    expect(readAmount('Totaal € 45,90')).toBe('45.90');
    expect(readAmount('Gesamt 12,50 EUR')).toBe('12.50');
    expect(readAmount('TOTAL: 7.5')).toBe('7.5');
    expect(readAmount('Grand total 2 345.00')).toBe('2345.00');
  });

  it('picks the largest total-labelled amount (a total with VAT over one without)', () => {
    const text = 'Total excl. VAT 100,00\nVAT 21% 21,00\nTotal incl. VAT 121,00\nPaid 121,00';
    expect(readAmount(text)).toBe('121.00');
  });

  it('takes no amount without a total label, nor a label followed by no amount', () => {
    expect(readAmount('Coffee 3,50\nCake 4,20')).toBeNull();
    expect(readAmount('Total\nThank you for your visit')).toBeNull();
    expect(readAmount('')).toBeNull();
  });
});

describe('the date read from a receipt', () => {
  it('reads ISO, day-month-year with dashes or dots, and a written month', () => {
    expect(readDate('Date 2026-11-22')).toBe('2026-11-22');
    expect(readDate('Datum: 22-11-2026')).toBe('2026-11-22');
    expect(readDate('22.11.2026 14:05')).toBe('2026-11-22');
    expect(readDate('Invoice of 22 Nov 2026')).toBe('2026-11-22');
    expect(readDate('3 March 2026')).toBe('2026-03-03');
    expect(readDate('Nov 5, 2026')).toBe('2026-11-05');
  });

  it('skips a date that does not exist and takes the next one', () => {
    expect(readDate('30.02.2026')).toBeNull();
    expect(readDate('Printed 31-04-2026, date 30-04-2026')).toBe('2026-04-30');
  });

  it('prefers a date labelled as the date over the first one', () => {
    expect(readDate('Valid until 2026-12-31\nDate: 2026-11-22')).toBe('2026-11-22');
  });

  it('takes no date from text without one, nor from a phone number', () => {
    expect(readDate('Call 030-123-4567')).toBeNull();
    expect(readDate('Order 12.34.5678')).toBeNull();
  });
});

describe('a receipt read whole', () => {
  it('answers the text, the amount and the date, or nulls', () => {
    expect(readReceiptText('Hotel\nDate 22.11.2026\nTotal 1.234,56')).toEqual({
      amount: '1234.56',
      date: '2026-11-22',
    });
    expect(readReceiptText('nothing here')).toEqual({ amount: null, date: null });
  });
});
