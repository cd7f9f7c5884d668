import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoId } from '../../electron/core/reference-server/domain/ids';
import type { ProjectReadT } from '../../shared/psa/resources';
import {
  dbFingerprint,
  expectError,
  expectOk,
  request,
  startTestServer,
  type TestServer,
} from '../support/server';

let srv: TestServer;
beforeAll(async () => {
  srv = await startTestServer();
});
afterAll(async () => {
  await srv.close();
});

/** Ids of the demo organization's n-th record of a table: 17 digits, above 2^53 (decision 7). */
const project = (n: number) => demoId('projects', n);
const company = (n: number) => demoId('companies', n);
const contact = (n: number) => demoId('contacts', n);
const account = (n: number) => demoId('accounts', n);
const unit = (n: number) => demoId('business_units', n);
const projectType = (n: number) => demoId('project_types', n);
const template = (n: number) => demoId('contract_templates', n);

type Created = { ProjectID: string; ProjectNumber: string };
const list = (query: Record<string, string | number | bigint> = {}) =>
  request<ProjectReadT[]>(srv.url, 'GET', '/projects', { query });
const create = (json: unknown) => request<Created>(srv.url, 'POST', '/project', { json });
const update = (json: unknown) => request<ProjectReadT>(srv.url, 'PATCH', '/project', { json });
async function byId(id: bigint | string): Promise<ProjectReadT> {
  const p = expectOk(await list({ limit: 500 })).find((r) => r.ProjectID === BigInt(id));
  if (!p) throw new Error(`project ${id} not listed`);
  return p;
}
const STAGES = ['Proposal', 'Active', 'On hold', 'Completed', 'Cancelled'];

describe('GET /projects', () => {
  it('answers 50 by default and more when asked (up to 500)', async () => {
    expect(expectOk(await list())).toHaveLength(50);
    const all = expectOk(await list({ limit: 200 }));
    expect(all.length).toBeGreaterThanOrEqual(60);
    expect(all.length).toBeLessThanOrEqual(200);
    for (const limit of ['0', '501', 'all']) expectError(await list({ limit }), 400, 'VALIDATION_FAILED');
  });

  it('lists both Active and Proposal projects with complete read records', async () => {
    const all = expectOk(await list({ limit: 500 }));
    const stages = new Set(all.map((p) => p.Stage));
    expect(stages.has('Active') && stages.has('Proposal')).toBe(true);
    for (const p of all) {
      expect(STAGES).toContain(p.Stage);
      // A JSON number with every digit: 17 digits, above 2^53.
      expect(String(p.ProjectID)).toMatch(/^16\d{15}$/);
      expect(p.ProjectNumber).toMatch(/\S/);
      expect(typeof p.CurrencyCode).toBe('string');
    }
    const p1 = await byId(project(1));
    expect(p1).toMatchObject({
      ProjectID: 16073748835533011n,
      Name: 'Northwind ERP rollout',
      Stage: 'Active',
      CurrencyCode: 'EUR',
      CompanyID: company(1),
    });
    expect(new Set(all.map((p) => p.ProjectNumber)).size).toBe(all.length);
  });

  it('filters Name by contains, case-insensitively, as Name or name (decisions 13, 14)', async () => {
    const spellings: Record<string, string>[] = [
      { Name: 'erp ROLLOUT' },
      { name: 'ERP rollout' },
      { NAME: 'northwind erp' },
    ];
    for (const q of spellings) {
      const rows = expectOk(await list({ ...q, limit: 500 }));
      expect(rows.map((r) => r.ProjectID)).toContain(project(1));
      for (const r of rows) expect(r.Name!.toLowerCase()).toContain(Object.values(q)[0]!.toLowerCase());
    }
  });

  it('filters Stage exactly, case-insensitively', async () => {
    const active = expectOk(await list({ Stage: 'active', limit: 500 }));
    expect(active.length).toBeGreaterThan(0);
    for (const r of active) expect(r.Stage).toBe('Active');
    expect(expectOk(await list({ stage: 'ACTIVE', limit: 500 }))).toHaveLength(active.length);
    expect(expectOk(await list({ Stage: 'Activ' }))).toEqual([]);
    expect(
      expectOk(await list({ Stage: 'Proposal', Name: 'erp rollout' })).every((r) => r.Stage === 'Proposal'),
    ).toBe(true);
  });

  it('answers 400 when a parameter is given twice, even in two spellings', async () => {
    expectError(
      await request(srv.url, 'GET', '/projects', { query: 'Name=a&name=b' }),
      400,
      'VALIDATION_FAILED',
    );
    expectError(
      await request(srv.url, 'GET', '/projects', { query: 'Stage=Active&Stage=Active' }),
      400,
      'VALIDATION_FAILED',
    );
  });
});

describe('POST /project', () => {
  it('creates a project with the required fields: 201, ProjectID and ProjectNumber as strings', async () => {
    const r = expectOk(
      await create({ Name: 'Warehouse scanning pilot', Stage: 'Proposal', CompanyID: company(2) }),
      201,
    );
    expect(r.ProjectID).toMatch(/^16\d{15}$/);
    expect(typeof r.ProjectNumber).toBe('string');
    expect(r.ProjectNumber.length).toBeGreaterThan(0);
    const p = await byId(r.ProjectID);
    expect(p).toMatchObject({
      Name: 'Warehouse scanning pilot',
      Stage: 'Proposal',
      CompanyID: company(2),
      ProjectNumber: r.ProjectNumber,
    });
  });

  it('defaults CurrencyCode to the base currency and BusinessUnitID to the main business unit', async () => {
    const { ProjectID } = expectOk(
      await create({ Name: 'Defaults', Stage: 'Active', CompanyID: company(1) }),
      201,
    );
    expect(await byId(ProjectID)).toMatchObject({ CurrencyCode: 'EUR', BusinessUnitID: unit(1) });
  });

  it('generates a new, unique project number for every project', async () => {
    const a = expectOk(await create({ Name: 'Numbered A', Stage: 'Active', CompanyID: company(1) }), 201);
    const b = expectOk(await create({ Name: 'Numbered A', Stage: 'Active', CompanyID: company(1) }), 201);
    expect(a.ProjectNumber).not.toBe(b.ProjectNumber);
    const numbers = expectOk(await list({ limit: 500 })).map((p) => p.ProjectNumber);
    expect(new Set(numbers).size).toBe(numbers.length);
  });

  it('stores every create field, normalizing StartDate and keeping DealAmount exact', async () => {
    const { ProjectID } = expectOk(
      await create({
        Name: 'US expansion',
        Stage: 'active',
        CompanyID: String(company(5)),
        StartDate: '2026-03-01T10:00:00+02:00',
        DealAmount: '12345678.12345678',
        ProjectTypeID: projectType(2),
        CurrencyCode: 'usd',
        ContactID: contact(1),
        BusinessUnitID: String(unit(3)),
        ProjectManagerID: account(4),
        ContractTemplateID: template(2),
      }),
      201,
    );
    const p = await byId(ProjectID);
    expect(p).toMatchObject({
      Stage: 'Active',
      CompanyID: company(5),
      StartDate: '2026-03-01T08:00:00.000Z',
      ProjectTypeID: projectType(2),
      CurrencyCode: 'USD',
      BusinessUnitID: unit(3),
      ProjectManagerID: account(4),
      ProjectManager: 'Daniel Weber',
    });
    const text = (await request(srv.url, 'GET', '/projects', { query: { Name: 'US expansion' } })).text;
    // 16 significant digits at 8 decimals, written exactly as the exact decimal (decision 9).
    expect(text).toContain('"TotalProjectValue":12345678.12345678,');
  });

  it('accepts a contract template in the project currency, and 422 for one in another currency', async () => {
    expectOk(
      await create({
        Name: 'EUR with EUR template',
        Stage: 'Active',
        CompanyID: company(1),
        ContractTemplateID: template(1),
      }),
      201,
    );
    const before = dbFingerprint(srv.dbFile);
    expectError(
      await create({
        Name: 'EUR with USD template',
        Stage: 'Active',
        CompanyID: company(1),
        ContractTemplateID: template(2),
      }),
      422,
      'UNKNOWN_REFERENCE',
    );
    expectError(
      await create({
        Name: 'GBP with EUR template',
        Stage: 'Active',
        CompanyID: company(1),
        CurrencyCode: 'GBP',
        ContractTemplateID: template(1),
      }),
      422,
      'UNKNOWN_REFERENCE',
    );
    expect(dbFingerprint(srv.dbFile)).toEqual(before);
  });

  it.each([
    ['a Stage not in the organization list', { Stage: 'Dreaming' }],
    ['an unknown CompanyID', { CompanyID: 987654 }],
    ['an unknown ContactID', { ContactID: 987654 }],
    ['an unknown ProjectTypeID', { ProjectTypeID: 987 }],
    ['an unknown BusinessUnitID', { BusinessUnitID: 987 }],
    ['an unknown ProjectManagerID', { ProjectManagerID: 987654 }],
    ['an unknown ContractTemplateID', { ContractTemplateID: 987 }],
    ['an unknown CurrencyCode', { CurrencyCode: 'XYZ' }],
  ])('answers 422 UNKNOWN_REFERENCE for %s, writing nothing', async (_label, patch) => {
    const before = dbFingerprint(srv.dbFile);
    expectError(
      await create({ Name: 'Rejected', Stage: 'Active', CompanyID: company(1), ...patch }),
      422,
      'UNKNOWN_REFERENCE',
    );
    expect(dbFingerprint(srv.dbFile)).toEqual(before);
  });

  it.each([
    ['no Name', { Stage: 'Active', CompanyID: company(1) }],
    ['no Stage', { Name: 'x', CompanyID: company(1) }],
    ['no CompanyID', { Name: 'x', Stage: 'Active' }],
    ['a bad StartDate', { Name: 'x', Stage: 'Active', CompanyID: company(1), StartDate: '01/03/2026' }],
    [
      'DealAmount with 9 decimals',
      { Name: 'x', Stage: 'Active', CompanyID: company(1), DealAmount: 1.234567891 },
    ],
    ['DealAmount as text', { Name: 'x', Stage: 'Active', CompanyID: company(1), DealAmount: 'lots' }],
    [
      'CurrencyCode of 4 letters',
      { Name: 'x', Stage: 'Active', CompanyID: company(1), CurrencyCode: 'EURO' },
    ],
  ])('answers 400 for %s, writing nothing', async (_label, json) => {
    const before = dbFingerprint(srv.dbFile);
    expectError(await create(json), 400, 'VALIDATION_FAILED');
    expect(dbFingerprint(srv.dbFile)).toEqual(before);
  });

  it('ignores read-only fields on create (ProjectNumber, ProjectID, ProjectManager)', async () => {
    const r = expectOk(
      await create({
        Name: 'No mass assignment',
        Stage: 'Active',
        CompanyID: company(1),
        ProjectID: project(1),
        ProjectNumber: 'HACK-1',
        ProjectManager: 'Mallory',
        ExternalDealID: 5,
      }),
      201,
    );
    expect(r.ProjectID).not.toBe(String(project(1)));
    expect(r.ProjectNumber).not.toBe('HACK-1');
    const p = await byId(r.ProjectID);
    expect(p.ProjectManager ?? null).toBeNull();
    expect(p.ExternalDealID ?? null).toBeNull();
  });
});

describe('PATCH /project', () => {
  it('moves any stage to any other stage and answers the updated read record (decision 19)', async () => {
    const { ProjectID } = expectOk(
      await create({ Name: 'Stage walker', Stage: 'Proposal', CompanyID: company(1) }),
      201,
    );
    for (const stage of ['Active', 'On hold', 'Completed', 'Proposal', 'Cancelled', 'Active']) {
      const p = expectOk(await update({ ProjectID, Stage: stage }));
      expect(p).toMatchObject({ ProjectID: BigInt(ProjectID), Stage: stage, Name: 'Stage walker' });
    }
    expect((await byId(ProjectID)).Stage).toBe('Active');
  });

  it('imports a contract template of the same currency; 422 for another currency, changing nothing', async () => {
    const { ProjectID } = expectOk(
      await create({ Name: 'Template later', Stage: 'Active', CompanyID: company(1) }),
      201,
    );
    const updated = await update({ ProjectID: BigInt(ProjectID), ContractTemplateID: String(template(3)) });
    expect(expectOk(updated).ProjectID).toBe(BigInt(ProjectID));
    expect(updated.text).toContain(`"ProjectID":${ProjectID},`);
    const before = dbFingerprint(srv.dbFile);
    expectError(await update({ ProjectID, ContractTemplateID: template(2) }), 422, 'UNKNOWN_REFERENCE');
    expectError(
      await update({ ProjectID, Stage: 'Completed', ContractTemplateID: template(2) }),
      422,
      'UNKNOWN_REFERENCE',
    );
    expectError(await update({ ProjectID, Stage: 'Nope' }), 422, 'UNKNOWN_REFERENCE');
    expect(dbFingerprint(srv.dbFile)).toEqual(before);
    expect((await byId(ProjectID)).Stage).toBe('Active');
  });

  it('requires ProjectID and answers 404 for a project that does not exist', async () => {
    const before = dbFingerprint(srv.dbFile);
    expectError(await update({ Stage: 'Active' }), 400, 'VALIDATION_FAILED');
    expectError(await update({ ProjectID: 'abc', Stage: 'Active' }), 400, 'VALIDATION_FAILED');
    expectError(await update({ ProjectID: 987654, Stage: 'Active' }), 404, 'NOT_FOUND');
    expect(dbFingerprint(srv.dbFile)).toEqual(before);
  });

  it('ignores fields it does not update (Name, CurrencyCode)', async () => {
    const { ProjectID } = expectOk(
      await create({ Name: 'Fixed name', Stage: 'Active', CompanyID: company(1) }),
      201,
    );
    const p = expectOk(await update({ ProjectID, Stage: 'On hold', Name: 'Renamed', CurrencyCode: 'USD' }));
    expect(p).toMatchObject({ Name: 'Fixed name', CurrencyCode: 'EUR', Stage: 'On hold' });
  });
});
