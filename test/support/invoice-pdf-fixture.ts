import { extractText, extractTextItems } from 'unpdf';
import type { Db } from '../../electron/core/db/connection';
import { insertCompany } from '../../electron/core/db/repositories/companies';
import {
  insertInvoice,
  insertInvoiceDetailLine,
  insertInvoiceLine,
} from '../../electron/core/db/repositories/invoices';
import { nextId } from '../../electron/core/reference-server/domain/ids';

/*
 * A Draft invoice an accountant would frown at if printed badly: 40 lines in USD (base currency
 * EUR), one description of several hundred characters, names with diacritics, three VAT rates.
 */

/** Money units (10^-8) of a decimal written with two decimals: '1234.56' -> 123_456_000_000n. */
export const money = (text: string): bigint => BigInt(text.replace('.', '')) * 1_000_000n;

export const LONG_DESCRIPTION =
  'Migration of the warehouse management system for the Göteborg and Łódź sites, including ' +
  'the data cleansing of 14,000 article records, two rounds of user acceptance testing with the ' +
  'logistics team of Frau Müller, the cut-over weekend with on-site support in Côte-d’Or, and the ' +
  'hypercare period of four weeks after go-live as agreed in the statement of work of 3 March';

/** The customer: an address with diacritics in every part. */
export const CUSTOMER = {
  name: 'Łódź Côte Müller Sp. z o.o.',
  street: 'ul. Piotrkowska 104',
  postal: '90-006',
  city: 'Łódź',
  country: 'Poland',
  vat: 'PL7251234567',
};

/** The description printed for line i (1-based). */
export const lineDescription = (i: number): string =>
  i === 17 ? LONG_DESCRIPTION : `Workshop ${String(i).padStart(2, '0')} Göteborg Müller`;

const TAX = [2_100_000_000n, 900_000_000n, 0n];

/** Inserts the customer and a Draft invoice of `count` lines; returns its id. */
export function insertBigInvoice(db: Db, count = 40): bigint {
  const customerId = insertCompany(db, {
    id: nextId(db, 'companies'),
    name: CUSTOMER.name,
    registration_number: null,
    tax_number: CUSTOMER.vat,
    phone: null,
    street: CUSTOMER.street,
    postal_code: CUSTOMER.postal,
    city: CUSTOMER.city,
    country: CUSTOMER.country,
    country_code: 'PL',
    external_id: null,
  });
  let ex = 0n;
  let inc = 0n;
  const lines = Array.from({ length: count }, (_, k) => {
    const i = k + 1;
    const lineEx = money(`${100 + i}.25`);
    const tax = TAX[i % 3] ?? 0n;
    const lineInc = lineEx + (lineEx * tax) / 10_000_000_000n;
    ex += lineEx;
    inc += lineInc;
    return { i, lineEx, lineInc, tax };
  });
  const invoiceId = insertInvoice(db, {
    id: nextId(db, 'invoices'),
    number: null,
    name: 'Warehouse programme, November 2026',
    invoice_date: '2026-11-20T10:00:00.000Z',
    due_date: '2026-12-20T10:00:00.000Z',
    note: 'Please pay within 30 days of the invoice date, quoting the invoice number.',
    status: 'Draft',
    project_id: null,
    customer_id: customerId,
    customer_name: CUSTOMER.name,
    contact_id: null,
    contact_name: 'Zoë Gödel',
    contact_email: 'zoe@lodz.example',
    currency_code: 'USD',
    total_ex: ex,
    total_inc: inc,
    // Fixed so that the German base total is exactly "1.234,56 €".
    total_ex_base: money('1234.56'),
    total_inc_base: money('1493.82'),
    external_id: null,
    pdf: null,
  });
  for (const { i, lineEx, lineInc, tax } of lines) {
    const lineId = insertInvoiceLine(db, {
      id: nextId(db, 'invoice_lines'),
      invoice_id: invoiceId,
      position: i,
      line_number: `1.${i}`,
      name: lineDescription(i),
      description: null,
      gl_account: null,
      tax_percentage: tax,
      tax_name: null,
      tax_code: null,
      total_ex: lineEx,
      total_inc: lineInc,
      total_ex_base: lineEx,
      total_inc_base: lineInc,
    });
    insertInvoiceDetailLine(db, {
      id: nextId(db, 'invoice_detail_lines'),
      line_id: lineId,
      position: 1,
      account_id: null,
      account_name: 'Jürgen Großmann',
      business_unit: null,
      date: `2026-11-${String((i % 28) + 1).padStart(2, '0')}T00:00:00.000Z`,
      description: 'On-site work in Göteborg',
      hours: 10_000n + BigInt(i) * 2_500n,
      rate: money('95.00'),
      rate_base: money('87.40'),
      total: lineEx,
      total_base: lineEx,
    });
  }
  return invoiceId;
}

/** The text of each page, whitespace folded (pdf.js detaches the buffer it reads: a copy goes). */
export async function pageTexts(pdf: Uint8Array): Promise<string[]> {
  const { text } = await extractText(new Uint8Array(pdf), { mergePages: false });
  return text.map((t) => t.replace(/\s+/g, ' '));
}

/** Positioned text runs of each page. */
export async function pageItems(pdf: Uint8Array) {
  return (await extractTextItems(new Uint8Array(pdf))).items;
}

/** Index of the first page whose text holds `needle`, -1 when none does. */
export const pageOf = (pages: string[], needle: string): number => pages.findIndex((p) => p.includes(needle));
