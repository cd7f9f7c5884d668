import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Channel } from '../../shared/app/contract';
import { createAppCore, type AppCore } from '../../electron/core/app';
import { call as callCore } from '../support/app-call';
import { companyKey, editDistance, foldText } from '../../electron/core/app/records/duplicates';
import { isOverdue } from '../../electron/core/app/plans/browse';
import { markPaidRule } from '../../electron/core/app/invoices/detail';
import { demoId } from '../../electron/core/reference-server/domain/ids';

/*
 * The admin handlers' own rules (name keys, overdue, mark-paid) and the duplicate check and form
 * options on an offline data folder whose records were created through the contract.
 */

let dir: string;
let core: AppCore;

const call = <C extends Channel>(channel: C, request: unknown = {}) => callCore(core, channel, request);

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'psa-admin-unit-'));
  core = createAppCore({
    dataDir: dir,
    demoServer: false,
    syncOnStart: false,
    invoke: { validateResponses: true },
  });
  await call('setup:offline');
});

afterAll(async () => {
  await core?.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('company name keys', () => {
  it('ignore case, accents, punctuation and the legal form', () => {
    expect(companyKey('Acme B.V.')).toBe(companyKey('ACME BV'));
    expect(companyKey('Acme B. V.')).toBe('acme');
    expect(companyKey('Société Générale S.A.')).toBe(companyKey('societe generale'));
    expect(companyKey('Müller & Söhne GmbH')).toBe(companyKey('Muller and Sohne'));
    expect(companyKey('Straße Ltd')).toBe('strasse');
    // A name that is only a legal form keeps it rather than becoming empty.
    expect(companyKey('B.V.')).toBe('bv');
    expect(foldText('  Ørsted,  A/S ')).toBe('orsted a s');
  });

  it('measure typing slips', () => {
    expect(editDistance('logistics', 'logistcs', 2)).toBe(1);
    expect(editDistance('northwind', 'southwind', 1)).toBe(2);
  });
});

describe('plan and invoice rules', () => {
  it('calls a task overdue when due before today and not Done', () => {
    expect(isOverdue({ dueDate: '2026-11-20T00:00:00.000Z', status: 'To_Do' }, '2026-11-21')).toBe(true);
    expect(isOverdue({ dueDate: '2026-11-21T00:00:00.000Z', status: 'To_Do' }, '2026-11-21')).toBe(false);
    expect(isOverdue({ dueDate: '2026-11-01T00:00:00.000Z', status: 'Done' }, '2026-11-21')).toBe(false);
    expect(isOverdue({ dueDate: null, status: 'In_Progress' }, '2026-11-21')).toBe(false);
  });

  it('allows mark paid for Approved and Sent only, with a reason otherwise', () => {
    expect(markPaidRule('Approved').allowed).toBe(true);
    expect(markPaidRule('Sent').allowed).toBe(true);
    for (const s of ['Draft', 'Paid', 'Void'] as const) expect(markPaidRule(s).reason).toMatch(/\w/);
  });
});

describe('records:duplicates on the local store', () => {
  it('warns before a second Acme, however it is written', async () => {
    const { id } = await call('companies:create', { Name: 'Acme B.V.', City: 'Utrecht' });
    for (const name of ['ACME BV', 'acme', 'Acmé B. V.'])
      expect(await call('records:duplicates', { kind: 'company', name })).toEqual([
        { kind: 'company', id, label: 'Acme B.V.', detail: 'Utrecht', reason: expect.any(String) },
      ]);
    expect(await call('records:duplicates', { kind: 'company', name: 'Acme B.V.' })).toEqual([
      expect.objectContaining({ id, reason: 'same name' }),
    ]);
    expect(await call('records:duplicates', { kind: 'company', name: 'Apex Industries' })).toEqual([]);
  });

  it('matches contacts on email anywhere and on the name only within the company', async () => {
    const a = await call('companies:create', { Name: 'Alpha Consulting' });
    const b = await call('companies:create', { Name: 'Beta Consulting' });
    const jane = await call('contacts:create', {
      CompanyID: a.id,
      FirstName: 'Jane',
      LastName: 'Doe',
      Email: 'jane@alpha.example',
    });
    const q = (over: object) => call('records:duplicates', { kind: 'contact', lastName: 'X', ...over });
    expect(await q({ email: 'JANE@alpha.example', companyId: b.id })).toEqual([
      expect.objectContaining({
        id: jane.id,
        reason: 'same email',
        detail: 'jane@alpha.example · Alpha Consulting',
      }),
    ]);
    expect(await q({ email: 'j@x.example', firstName: 'jane', lastName: 'DOE', companyId: a.id })).toEqual([
      expect.objectContaining({ id: jane.id, reason: 'same name at this company' }),
    ]);
    expect(await q({ email: 'j@x.example', firstName: 'Jane', lastName: 'Doe', companyId: b.id })).toEqual(
      [],
    );
  });
});

describe('org:options', () => {
  it('offers what projects in the store show, with the base currency first', async () => {
    const { id } = await call('companies:create', { Name: 'Options Test Ltd' });
    // References as PSOhub numbers them: 17 digits, above 2^53 (some arrive as digit strings).
    const type = demoId('project_types', 7);
    const unit = demoId('business_units', 2);
    const template = demoId('contract_templates', 3);
    await call('projects:create', {
      Name: 'P1',
      Stage: 'Negotiation',
      CompanyID: id,
      CurrencyCode: 'usd',
      ProjectTypeID: String(type),
      BusinessUnitID: String(unit),
      ContractTemplateID: String(template),
    });
    await call('projects:create', { Name: 'P2', Stage: 'Active', CompanyID: id });
    const o = await call('org:options');
    expect(o.stages).toEqual(expect.arrayContaining(['Negotiation', 'Active']));
    expect(o.currencies).toEqual(['EUR', 'USD']);
    expect(o.projectTypes).toEqual([{ id: String(type), name: null }]);
    expect(o.businessUnits).toEqual([{ id: String(unit), name: null }]);
    expect(o.contractTemplates).toEqual([{ id: String(template), name: null }]);
    expect(o.baseCurrency).toBe('EUR');
  });
});
