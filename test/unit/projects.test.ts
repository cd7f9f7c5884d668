import { beforeEach, describe, expect, it } from 'vitest';
import { openDatabase, type Db } from '../../electron/core/db/connection';
import { listProjectContractLines, listTemplateLines } from '../../electron/core/db/repositories/org';
import { demoId } from '../../electron/core/reference-server/domain/ids';
import { projectManagerHandlers } from '../../electron/core/reference-server/domain/project-managers';
import { projectHandlers } from '../../electron/core/reference-server/domain/projects';
import { seedDemoOrg } from '../../electron/core/reference-server/seed/demo-org';
import { endpoints } from '../../shared/psa/endpoints';
import { PsaError } from '../../shared/psa/errors';
import { stringifyJson } from '../../shared/psa/json';
import { CTX, request } from '../support/fixtures';

let db: Db;
let h: ReturnType<typeof projectHandlers>;
beforeEach(() => {
  db = openDatabase(':memory:');
  seedDemoOrg(db);
  h = projectHandlers(db);
});

const list = (query: Record<string, unknown> = {}) =>
  endpoints.listProjects.response.parse(h.listProjects(request('listProjects', { query }), CTX));
const create = (body: Record<string, unknown>) => h.createProject(request('createProject', { body }), CTX);
const update = (body: Record<string, unknown>) =>
  endpoints.updateProject.response.parse(h.updateProject(request('updateProject', { body }), CTX));
const byId = (id: bigint | string | number) => list({ limit: 500 }).find((p) => p.ProjectID === BigInt(id));
const dump = () =>
  stringifyJson([
    db.prepare('SELECT * FROM projects ORDER BY id').all(),
    db.prepare('SELECT * FROM contract_lines ORDER BY id').all(),
  ]);

/** The PsaError a call throws (failing the test when it succeeds or throws something else). */
function psaError(fn: () => unknown): PsaError {
  try {
    fn();
  } catch (e) {
    if (e instanceof PsaError) return e;
    throw e;
  }
  throw new Error('expected a PsaError');
}

/** Expects a rejection with the code and no change to projects or contract lines. */
function expectRejected(fn: () => unknown, code: string, message?: RegExp): void {
  const before = dump();
  const error = psaError(fn);
  expect(error.code).toBe(code);
  if (message) expect(error.message).toMatch(message);
  expect(dump()).toBe(before);
}

/** Ids of the demo organization's n-th record of a table (17 digits, decision 7). */
const project = (n: number) => demoId('projects', n);
const company = (n: number) => demoId('companies', n);
const contact = (n: number) => demoId('contacts', n);
const account = (n: number) => demoId('accounts', n);
const unit = (n: number) => demoId('business_units', n);
const projectType = (n: number) => demoId('project_types', n);
const template = (n: number) => demoId('contract_templates', n);

const minimal = { Name: 'New project', Stage: 'Proposal', CompanyID: company(3) };

describe('GET /projects', () => {
  it('answers 50 by default ordered by id; a larger limit is accepted', () => {
    expect(list().map((p) => p.ProjectID)).toEqual(Array.from({ length: 50 }, (_, i) => project(i + 1)));
    expect(list({ limit: 200 })).toHaveLength(64);
  });

  it('maps project 1 to the read record, with the extra fields', () => {
    const p = byId(project(1));
    expect(p).toMatchObject({
      ProjectID: 16073748835533011n,
      Name: 'Northwind ERP rollout',
      Stage: 'Active',
      ProjectNumber: 'PRJ-00001',
      CurrencyCode: 'EUR',
      CompanyID: company(1),
      CompanyName: 'Van den Berg Logistics B.V.',
      ProjectManagerID: account(1),
      ProjectManager: 'Anna de Vries',
      BusinessUnitID: unit(1),
      ContactID: contact(1),
      ContractTemplateID: template(1),
      TotalProjectValue: '47500.25',
    });
    // Every sixth deal amount is computed from a total including 21% VAT down: 8 decimals.
    expect(byId(project(6))?.TotalProjectValue).toBe('22727.68595041');
    expect(endpoints.listProjects.response.parse(list({ limit: 500 }))).toHaveLength(64);
  });

  it('matches Name by contains and Stage exactly, both case-insensitively', () => {
    expect(list({ Name: 'NORTHWIND erp' }).map((p) => p.ProjectID)).toEqual([project(1)]);
    const active = list({ Stage: 'active', limit: 500 });
    expect(active.length).toBeGreaterThan(0);
    expect(active.every((p) => p.Stage === 'Active')).toBe(true);
    expect(list({ Stage: 'activ' })).toEqual([]);
    expect(list({ Stage: 'on HOLD', limit: 500 }).every((p) => p.Stage === 'On hold')).toBe(true);
  });
});

describe('POST /project', () => {
  it('creates with defaults: base currency, main business unit, a generated number; ids as strings', () => {
    const created = create(minimal);
    expect(created).toEqual({ ProjectID: String(project(65)), ProjectNumber: 'PRJ-00065' });
    expect(byId(created.ProjectID)).toMatchObject({
      Name: 'New project',
      Stage: 'Proposal',
      CurrencyCode: 'EUR',
      BusinessUnitID: unit(1),
      CompanyID: company(3),
      ContractTemplateID: null,
      ProjectManagerID: null,
      TotalProjectValue: null,
    });
    expect(create(minimal).ProjectNumber).toBe('PRJ-00066');
  });

  it('stores the stage in the organization spelling and the deal amount exactly', () => {
    create({ ...minimal, Stage: 'on HOLD', DealAmount: 100.1, StartDate: '2026-02-01T10:00:00+01:00' });
    expect(byId(project(65))).toMatchObject({
      Stage: 'On hold',
      TotalProjectValue: '100.1',
      StartDate: '2026-02-01T09:00:00.000Z',
    });
    create({ ...minimal, DealAmount: '1234.56789012' });
    expect(byId(project(66))?.TotalProjectValue).toBe('1234.56789012');
  });

  it('takes every optional reference and names the project manager', () => {
    create({
      ...minimal,
      ContactID: contact(3),
      ProjectTypeID: String(projectType(2)),
      BusinessUnitID: unit(2),
      ProjectManagerID: String(account(4)),
      ContractTemplateID: template(3),
    });
    expect(byId(project(65))).toMatchObject({
      ContactID: contact(3),
      ProjectTypeID: projectType(2),
      BusinessUnitID: unit(2),
      ProjectManagerID: account(4),
      ProjectManager: 'Daniel Weber',
      ContractTemplateID: template(3),
    });
  });

  it('applies a contract template by copying its lines to the project', () => {
    create({ ...minimal, ContractTemplateID: template(1) });
    const lines = listProjectContractLines(db, project(65));
    expect(lines.map((l) => l.kind)).toEqual(['time', 'expense']);
    expect(lines.map((l) => l.name)).toEqual(listTemplateLines(db, template(1)).map((l) => l.name));
    expect(listTemplateLines(db, template(1)).every((l) => l.project_id === null)).toBe(true);
    // New lines continue the contract lines' 17-digit range.
    expect(lines.every((l) => String(l.id).startsWith('19') && String(l.id).length === 17)).toBe(true);
  });

  it('accepts another known currency with a template in that currency', () => {
    create({ ...minimal, CurrencyCode: 'usd', ContractTemplateID: template(2) });
    expect(byId(project(65))).toMatchObject({ CurrencyCode: 'USD', ContractTemplateID: template(2) });
    expect(listProjectContractLines(db, project(65))).toHaveLength(2);
  });

  it('rejects a template of another currency (422), naming both currencies', () => {
    expectRejected(
      () => create({ ...minimal, CurrencyCode: 'USD', ContractTemplateID: template(1) }),
      'UNKNOWN_REFERENCE',
      /EUR.*USD|USD.*EUR/,
    );
    // Without CurrencyCode the project is in the base currency, so a USD template does not fit.
    expectRejected(() => create({ ...minimal, ContractTemplateID: template(2) }), 'UNKNOWN_REFERENCE', /USD/);
  });

  it('rejects an unknown currency, stage or reference with 422 and stores nothing', () => {
    expectRejected(() => create({ ...minimal, CurrencyCode: 'JPY' }), 'UNKNOWN_REFERENCE', /JPY/);
    expectRejected(
      () => create({ ...minimal, Stage: 'Dreaming' }),
      'UNKNOWN_REFERENCE',
      /Proposal, Active, On hold/,
    );
    expectRejected(() => create({ ...minimal, CompanyID: 999 }), 'UNKNOWN_REFERENCE', /CompanyID/);
    expectRejected(() => create({ ...minimal, ContactID: 999 }), 'UNKNOWN_REFERENCE', /ContactID/);
    // A company's id is no contact's.
    expectRejected(() => create({ ...minimal, ContactID: company(3) }), 'UNKNOWN_REFERENCE', /ContactID/);
    expectRejected(() => create({ ...minimal, ProjectTypeID: 99 }), 'UNKNOWN_REFERENCE', /ProjectTypeID/);
    expectRejected(() => create({ ...minimal, BusinessUnitID: 99 }), 'UNKNOWN_REFERENCE', /BusinessUnitID/);
    expectRejected(
      () => create({ ...minimal, ContractTemplateID: 99 }),
      'UNKNOWN_REFERENCE',
      /ContractTemplateID/,
    );
  });

  it('rejects a project manager that is not eligible (422)', () => {
    expectRejected(
      () => create({ ...minimal, ProjectManagerID: account(2) }),
      'UNKNOWN_REFERENCE',
      /ProjectManagerID/,
    );
    expectRejected(
      () => create({ ...minimal, ProjectManagerID: 999 }),
      'UNKNOWN_REFERENCE',
      /ProjectManagerID/,
    );
  });

  it('requires Name, Stage and CompanyID', () => {
    expect(() => request('createProject', { body: { Stage: 'Active', CompanyID: 1 } })).toThrow();
    expect(() => request('createProject', { body: { Name: 'X', CompanyID: 1 } })).toThrow();
    expect(() => request('createProject', { body: { Name: 'X', Stage: 'Active' } })).toThrow();
  });
});

describe('PATCH /project', () => {
  it('moves any stage to any other and answers the updated read record', () => {
    const completed = list({ Stage: 'Completed' })[0];
    expect(completed).toBeDefined();
    const id = completed?.ProjectID ?? 0n;
    const updated = update({ ProjectID: String(id), Stage: 'proposal' });
    expect(updated).toEqual({ ...completed, Stage: 'Proposal' });
    expect(update({ ProjectID: id, Stage: 'Cancelled' }).Stage).toBe('Cancelled');
  });

  it('rejects a stage outside the organization list (422) and changes nothing', () => {
    expectRejected(
      () => update({ ProjectID: project(1), Stage: 'Archived' }),
      'UNKNOWN_REFERENCE',
      /Archived/,
    );
  });

  it('answers 404 NOT_FOUND for an unknown project', () => {
    expectRejected(() => update({ ProjectID: 999, Stage: 'Active' }), 'NOT_FOUND');
    expectRejected(() => update({ ProjectID: '9223372036854775807', Stage: 'Active' }), 'NOT_FOUND');
  });

  it('imports a template of the same currency, adding its lines to those already there', () => {
    const before = listProjectContractLines(db, project(2));
    const updated = update({ ProjectID: project(2), ContractTemplateID: template(3) });
    expect(updated.ContractTemplateID).toBe(template(3));
    const after = listProjectContractLines(db, project(2));
    expect(after.slice(0, before.length)).toEqual(before);
    expect(after.slice(before.length).map((l) => l.kind)).toEqual(['time', 'expense', 'fixed']);
    // A retried import of the same template adds nothing more.
    update({ ProjectID: project(2), ContractTemplateID: template(3) });
    expect(listProjectContractLines(db, project(2))).toHaveLength(after.length);
  });

  it('rejects a template of another currency or an unknown one (422) and changes nothing, stage included', () => {
    expectRejected(
      () => update({ ProjectID: project(1), Stage: 'On hold', ContractTemplateID: template(2) }),
      'UNKNOWN_REFERENCE',
      /USD/,
    );
    expectRejected(() => update({ ProjectID: project(1), ContractTemplateID: 99 }), 'UNKNOWN_REFERENCE');
    expect(byId(project(1))?.Stage).toBe('Active');
  });
});

describe('GET /accounts/projectmanagers', () => {
  const pms = (query: Record<string, unknown> = {}) =>
    endpoints.listProjectManagers.response.parse(
      projectManagerHandlers(db).listProjectManagers(request('listProjectManagers', { query }), CTX),
    );

  it('lists the eligible accounts by id as Name, Email, ObjectID', () => {
    expect(pms()).toEqual([
      { Name: 'Anna de Vries', Email: 'demo-admin@example.com', ObjectID: account(1) },
      { Name: 'Daniel Weber', Email: 'daniel@northwind.example', ObjectID: account(4) },
      { Name: 'Emma Johansson', Email: 'emma@northwind.example', ObjectID: account(5) },
    ]);
    expect(pms({ limit: '2' }).map((p) => p.ObjectID)).toEqual([account(1), account(4)]);
  });

  it('answers the record matching an email exactly, ignoring case', () => {
    expect(pms({ email: 'EMMA@northwind.example' }).map((p) => p.ObjectID)).toEqual([account(5)]);
    expect(pms({ email: 'emma@northwind' })).toEqual([]);
    expect(pms({ email: 'demo-consultant@example.com' })).toEqual([]);
  });
});
