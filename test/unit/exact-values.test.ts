import fc from 'fast-check';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import {
  loadMigrations,
  migrate,
  openDatabase,
  rawDatabase,
  type Db,
} from '../../electron/core/db/connection';
import { fromUnits, sumUnits, toUnits, unitsToText } from '../../shared/decimal';
import { issueEnglish } from '../../shared/i18n/problems';
import { parseJson, stringifyJson } from '../../shared/psa/json';
import { DecimalRead, Hours, Id, MAX_ID, Money, MONEY_SCALE } from '../../shared/psa/scalars';

/*
 * The foundations of exact values (decisions 7, 9, 25, 27): lossless JSON, 64-bit identifiers read
 * from SQLite as bigint, and 8-decimal money / 4-decimal hours on integer units.
 */

const dirs: string[] = [];
const dbs: Db[] = [];
afterEach(() => {
  for (const db of dbs.splice(0)) db.close();
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});

function tempFile(name: string): string {
  const dir = mkdtempSync(join(tmpdir(), 'psa-exact-'));
  dirs.push(dir);
  return join(dir, name);
}

function open(file = tempFile('store.db')): Db {
  const db = openDatabase(file);
  dbs.push(db);
  return db;
}

/** Identifiers from just above 2^53 (where a float starts to lose digits) to 2^63-1. */
const wideId = fc.bigInt({ min: 2n ** 53n + 1n, max: MAX_ID });

describe('lossless JSON', () => {
  it('keeps every digit of PSOhub identifiers that JSON.parse changes', () => {
    const text = '{"CompanyID":14073748835533011,"ProjectID":41939771881672249}';
    expect(String((JSON.parse(text) as { CompanyID: number }).CompanyID)).toBe('14073748835533012');
    const parsed = parseJson(text) as Record<string, unknown>;
    expect(parsed).toEqual({ CompanyID: 14073748835533011n, ProjectID: 41939771881672249n });
    expect(stringifyJson(parsed)).toBe(text);
  });

  it('keeps small numbers as numbers and writes exact amounts as JSON numbers', () => {
    const parsed = parseJson('{"limit":50,"Hours":7.5,"Amount":12345678.12345678}') as Record<
      string,
      unknown
    >;
    expect(parsed.limit).toBe(50);
    expect(parsed.Hours).toBe(7.5);
    expect(String(parsed.Amount)).toBe('12345678.12345678');
    expect(stringifyJson({ Amount: fromUnits(toUnits('991.73553719', MONEY_SCALE), MONEY_SCALE) })).toBe(
      '{"Amount":991.73553719}',
    );
  });

  it('round-trips identifiers across 2^53..2^63-1 through text and the Id schema', () => {
    fc.assert(
      fc.property(wideId, (id) => {
        const back = parseJson(stringifyJson({ id, text: String(id) })) as { id: unknown; text: unknown };
        expect(Id.parse(back.id)).toBe(id);
        expect(Id.parse(back.text)).toBe(id);
      }),
    );
  });

  it('refuses identifiers beyond 64 bits and floats that already lost digits', () => {
    expect(Id.safeParse('9223372036854775807').success).toBe(true);
    const tooBig = Id.safeParse('9223372036854775808');
    expect(tooBig.success).toBe(false);
    const issue = tooBig.error?.issues[0];
    expect(issue && issueEnglish(issue)).toBe('is too large');
    expect(Id.safeParse(2 ** 53 + 2).success).toBe(false);
  });
});

describe('exact decimals', () => {
  it('sums 8-decimal amounts to the cent: 991.73553719 + 208.26446281 = 1200', () => {
    const total = sumUnits([toUnits(991.73553719, MONEY_SCALE), toUnits('208.26446281', MONEY_SCALE)]);
    expect(unitsToText(total, MONEY_SCALE)).toBe('1200');
  });

  it('reads Money and Hours as canonical exact text and refuses a decimal too many', () => {
    expect(Money.parse(100.1)).toBe('100.1');
    expect(Money.parse('100.10000000')).toBe('100.1');
    expect(Money.safeParse('1.123456789').success).toBe(false);
    expect(Hours.parse('7.1234')).toBe('7.1234');
    expect(Hours.safeParse('7.12345').success).toBe(false);
    expect(DecimalRead.parse(parseJson('123456789.123456789'))).toBe('123456789.123456789');
  });

  it('round-trips 8-decimal amounts through JSON text', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: -(10n ** 18n), max: 10n ** 18n }), (units) => {
        const json = stringifyJson({ a: fromUnits(units, MONEY_SCALE) });
        const back = (parseJson(json) as { a: unknown }).a;
        expect(toUnits(DecimalRead.parse(back), MONEY_SCALE)).toBe(units);
      }),
    );
  });
});

describe('SQLite reads identifiers and units exactly', () => {
  it('reads ids and units as bigint and flags and counts as numbers', () => {
    const db = open();
    const id = MAX_ID;
    db.prepare("INSERT INTO business_units (id, name, is_main) VALUES (?, 'Main', 1)").run(id);
    db.prepare('INSERT INTO roles (id, name, sales_rate) VALUES (?, ?, ?)').run(
      2n ** 53n + 1n,
      'Consultant',
      toUnits('123456789.12345678', MONEY_SCALE),
    );
    const unit = db.prepare('SELECT id, is_main FROM business_units').get() as {
      id: unknown;
      is_main: unknown;
    };
    expect(unit).toEqual({ id, is_main: 1 });
    const role = db.prepare('SELECT id, sales_rate FROM roles').get() as { id: bigint; sales_rate: bigint };
    expect(role.id).toBe(9007199254740993n);
    expect(unitsToText(role.sales_rate, MONEY_SCALE)).toBe('123456789.12345678');
    expect(db.prepare('SELECT count(*) AS n FROM roles').get()).toEqual({ n: 1 });
    expect(db.prepare('SELECT id FROM business_units').pluck().get()).toBe(id);
    expect(db.prepare('SELECT id, is_main FROM business_units').raw().all()).toEqual([[id, 1]]);
    expect([...db.prepare('SELECT id FROM roles').iterate()]).toEqual([{ id: 9007199254740993n }]);
  });

  it('refuses to round a large integer in a column that is read as a number', () => {
    const db = open();
    expect(() => db.prepare('SELECT ? AS n').get(2n ** 60n)).toThrow(/beyond a JS number/);
  });

  it('rescales money to 8 decimals and hours to 4 when an older store is opened', () => {
    const file = tempFile('old.db');
    const old = rawDatabase(file);
    migrate(old, loadMigrations().slice(0, 3));
    old.exec(`INSERT INTO roles (id, name, sales_rate, cost_rate) VALUES (1, 'R', 1234567, 5000);`);
    old.close();
    const db = open(file);
    const role = db.prepare('SELECT sales_rate, cost_rate FROM roles').get() as Record<string, bigint>;
    expect(unitsToText(role.sales_rate!, MONEY_SCALE)).toBe('123.4567');
    expect(unitsToText(role.cost_rate!, MONEY_SCALE)).toBe('0.5');
  });
});
