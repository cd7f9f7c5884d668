import { createHash } from 'node:crypto';
import type { Db } from '../../electron/core/db/connection';
import { stringifyJson } from '../../shared/psa/json';

const TABLES = [
  'timesheets',
  'expenses',
  'invoices',
  'invoice_lines',
  'invoice_detail_lines',
  'invoice_pdfs',
];

/** A digest of every row of the demo's entry and invoice tables, PDFs included. */
export function demoDigest(db: Db): string {
  const hash = createHash('sha256');
  for (const table of TABLES) {
    for (const row of db.prepare(`SELECT * FROM ${table} ORDER BY 1`).raw().all()) {
      const cells = (row as unknown[]).map((v) => (Buffer.isBuffer(v) ? v.toString('base64') : v));
      hash.update(stringifyJson(cells));
    }
  }
  return hash.digest('hex');
}
