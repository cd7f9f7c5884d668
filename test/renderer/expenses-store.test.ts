import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createAppCore, type AppCore } from '../../electron/core/app';
import type { ExpenseSummaryViewT } from '../../shared/app/channels/expenses';
import type { ExpenseViewT } from '../../shared/app/views';
import {
  draftFrom,
  editAmount,
  emptyDraft,
  isExpenseDraft,
  toBody,
  type AmountField,
  type ExpenseDraft,
  type FieldErrors,
} from '../../renderer/src/features/expenses/form-model';
import { fixFrom, fixPatch } from '../../renderer/src/features/entries/timesheet-fix';
import { demoId } from '../../electron/core/reference-server/domain/ids';

/*
 * The expense form model (pure) and the expenses store driven against a real core on a temp data
 * folder: the store's bridge is the core's own invoke (what IPC and the web bridge call), and its
 * drafts go to an in-memory localStorage.
 */

const NOW = Date.parse('2026-11-18T10:00:00.000Z');
/** Ids as the remote issues them (17 digits, above 2^53) and as the renderer holds them: text. */
const PROJECT = String(demoId('projects', 7));
const EXPENSE_LINE = String(demoId('contract_lines', 11));
const TIME_LINE = String(demoId('contract_lines', 10));
const BAD_LINE = String(demoId('contract_lines', 999));
const ROLE = String(demoId('roles', 1));
const ACCOUNT = String(demoId('accounts', 1));
let dir: string;
let core: AppCore;
let projectId: string;
const storage = new Map<string, string>();
/** The renderer's window.psa: the core's own invoke and events. */
const bridge: {
  invoke: AppCore['invoke'] | (() => Promise<unknown>);
  on: AppCore['on'] | (() => () => void);
} = {
  invoke: () => Promise.resolve(undefined),
  on: () => () => undefined,
};

/** What the test uses of renderer/src/features/expenses/store.ts. */
interface ExpensesStoreLike {
  draft: ExpenseDraft;
  items: ExpenseViewT[];
  summary: ExpenseSummaryViewT | null;
  fieldErrors: FieldErrors;
  formError: string | null;
  reset: () => void;
  setProject: (id: string | null, name: string) => void;
  setField: (field: 'contractLine' | 'date' | 'description', value: string) => void;
  setAmount: (field: AmountField, value: string) => void;
  save: () => Promise<{ ok: boolean; message: string }>;
  refresh: () => Promise<void>;
  startEdit: (e: ExpenseViewT) => void;
  remove: (e: ExpenseViewT) => Promise<{ ok: boolean; message: string }>;
  undoRemove: () => Promise<{ ok: boolean; message: string }>;
}
let store: { useExpenses: { getState: () => ExpensesStoreLike } };
// Loaded by path at run time: the store's browser modules are type-checked by the web project.
const STORE_MODULE = '../../renderer/src/features/expenses/store';

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'psa-expenses-store-'));
  core = createAppCore({ dataDir: dir, now: () => NOW, demoServer: false, syncOnStart: false });
  await core.invoke('setup:offline');
  const company = await core.invoke('companies:create', { Name: 'Acme' });
  if (!company.ok) throw new Error(company.error.message);
  const project = await core.invoke('projects:create', {
    Name: 'Alpha',
    Stage: 'Active',
    CompanyID: company.data.id,
  });
  if (!project.ok) throw new Error(project.error.message);
  projectId = project.data.id;
  bridge.invoke = core.invoke;
  bridge.on = core.on;
  Object.assign(globalThis, { window: { psa: bridge } });
  // The DOM environment's own localStorage is a getter: replaced, not assigned.
  Object.defineProperty(globalThis, 'localStorage', {
    configurable: true,
    value: {
      getItem: (k: string) => storage.get(k) ?? null,
      setItem: (k: string, v: string) => void storage.set(k, v),
      removeItem: (k: string) => void storage.delete(k),
    },
  });
  store = (await import(/* @vite-ignore */ STORE_MODULE)) as typeof store;
});

afterAll(async () => {
  // Refetches still scheduled by data:changed must not reach a closed database.
  bridge.invoke = () => Promise.resolve({ ok: false, error: { code: 'CLOSED', message: 'closed' } });
  await core.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('the expense form model', () => {
  it('recomputes from whichever amount was typed last, exactly', () => {
    let d = emptyDraft('2026-11-18');
    d = editAmount(d, 'amountExVAT', '100.10');
    expect([d.vatAmount, d.totalAmount, d.vatMode]).toEqual(['21.02', '121.12', 'rate']);
    d = editAmount(d, 'totalAmount', '121.13');
    expect([d.vatAmount, d.vatMode]).toEqual(['21.03', 'total']);
    d = editAmount(d, 'vatAmount', '0.2');
    expect([d.totalAmount, d.vatMode]).toEqual(['100.30', 'amount']);
    d = editAmount(d, 'vatRate', '9');
    expect([d.vatAmount, d.totalAmount]).toEqual(['9.01', '109.11']);
    // Half-typed input leaves the other amounts as they were.
    expect(editAmount(d, 'amountExVAT', '1.2.3').totalAmount).toBe('109.11');
  });

  it('builds the request body with exact decimal text, or names the fields to fix', () => {
    const empty = toBody(emptyDraft('2026-11-18'));
    expect(empty).toEqual({
      ok: false,
      errors: {
        project: expect.any(String),
        contractLine: expect.any(String),
        amountExVAT: 'Enter an amount',
      },
    });
    const d = {
      ...editAmount(emptyDraft('2026-11-18'), 'amountExVAT', '0.1'),
      projectId: PROJECT,
      contractLine: EXPENSE_LINE,
    };
    expect(toBody(d)).toEqual({
      ok: true,
      body: {
        ProjectID: PROJECT,
        ContractLineID: EXPENSE_LINE,
        ExpenseDate: '2026-11-18T00:00:00.000Z',
        AmountExVAT: '0.10',
        VATAmount: '0.02',
        TotalAmount: '0.12',
        Description: null,
      },
    });
  });

  it('prefills a fix from a rejected expense with every digit and drops drafts of another shape', () => {
    const d = draftFrom(
      {
        id: '-1',
        accountId: ACCOUNT,
        projectId: PROJECT,
        projectName: 'Alpha',
        contractLineId: BAD_LINE,
        contractLineName: null,
        date: '2026-11-02T00:00:00.000Z',
        // 18 significant digits: more than a JS number keeps
        amountExVAT: '1234567890.12345678',
        vatAmount: '259259266.92592593',
        totalAmount: '1493827157.04938271',
        description: 'Train',
        invoiceNumber: null,
        syncState: 'rejected',
        changeId: '4',
        error: `ContractLineID ${BAD_LINE} is not a known contract line`,
      },
      'fix',
    );
    // Written as the display locale groups them, every digit kept, and read back exactly.
    expect(d).toMatchObject({
      amountExVAT: '1,234,567,890.12345678',
      vatAmount: '259,259,266.92592593',
      totalAmount: '1,493,827,157.04938271',
      vatMode: 'amount',
    });
    expect(toBody(d)).toMatchObject({
      ok: true,
      body: {
        AmountExVAT: '1234567890.12345678',
        VATAmount: '259259266.92592593',
        TotalAmount: '1493827157.04938271',
      },
    });
    expect(d.editing).toEqual({ kind: 'fix', id: '-1', changeId: '4' });
    expect(d).toMatchObject({ projectId: PROJECT, contractLine: BAD_LINE });
    expect(isExpenseDraft(d)).toBe(true);
    expect(isExpenseDraft({ amount: 3 })).toBe(false);
  });

  it('turns a timesheet fix back into instants', () => {
    const fix = fixFrom({
      id: '-3',
      accountId: ACCOUNT,
      projectId: PROJECT,
      projectName: 'Alpha',
      contractLineId: BAD_LINE,
      contractLineName: null,
      roleId: ROLE,
      roleName: null,
      from: '2026-11-02T09:00:00.000Z',
      to: '2026-11-02T11:30:00.000Z',
      hours: 2.5,
      description: 'Review',
      approvedByPM: false,
      approvedByTL: false,
      invoiceNumber: null,
      syncState: 'rejected',
      changeId: '9',
      error: 'nope',
    });
    if (!fix) throw new Error('no fix');
    expect(fixPatch({ ...fix, contractLine: TIME_LINE })).toEqual({
      ContractLineID: TIME_LINE,
      RoleID: ROLE,
      DateTimeFrom: '2026-11-02T09:00:00.000Z',
      DateTimeTo: '2026-11-02T11:30:00.000Z',
      NumberOfHours: '2.5',
      Description: 'Review',
    });
  });
});

describe('the expenses store against the core', () => {
  beforeEach(() => store.useExpenses.getState().reset());

  it('saves the draft, keeps it while typing, lists and totals the expense', async () => {
    const s = () => store.useExpenses.getState();
    s().setProject(projectId, 'Alpha');
    s().setField('contractLine', EXPENSE_LINE);
    s().setField('date', '2026-11-03');
    s().setAmount('amountExVAT', '100.10');
    s().setField('description', 'Train');
    expect(JSON.parse(storage.get('psa.draft.expense') ?? '{}')).toMatchObject({ totalAmount: '121.12' });

    expect(await s().save()).toMatchObject({ ok: true });
    expect(storage.has('psa.draft.expense')).toBe(false);
    expect(s().draft).toMatchObject({
      projectId,
      contractLine: EXPENSE_LINE,
      amountExVAT: '',
      editing: null,
    });
    await s().refresh();
    expect(s().items[0]).toMatchObject({ description: 'Train', totalAmount: '121.12', syncState: 'pending' });
    expect(s().summary?.overall[0]).toMatchObject({ count: 1, totalAmount: 121.12 });
  });

  it('edits a pending expense, deletes it and restores it with undo', async () => {
    const s = () => store.useExpenses.getState();
    await s().refresh();
    const train = s().items.find((e) => e.description === 'Train');
    if (!train) throw new Error('missing');
    s().startEdit(train);
    s().setAmount('totalAmount', '130');
    expect(await s().save()).toMatchObject({ ok: true, message: expect.stringMatching(/pending/) });
    await s().refresh();
    expect(s().items.find((e) => e.id === train.id)).toMatchObject({ vatAmount: '29.9', totalAmount: '130' });

    const edited = s().items.find((e) => e.id === train.id);
    if (!edited) throw new Error('missing');
    expect(await s().remove(edited)).toMatchObject({ ok: true });
    await s().refresh();
    expect(s().items.some((e) => e.description === 'Train')).toBe(false);
    expect(await s().undoRemove()).toMatchObject({ ok: true });
    await s().refresh();
    expect(s().items.find((e) => e.description === 'Train')).toMatchObject({ totalAmount: '130' });
  });

  it("shows the core's refusal at the field it names", async () => {
    const s = () => store.useExpenses.getState();
    const gone = String(demoId('projects', 424242));
    s().setProject(gone, 'Gone');
    s().setField('contractLine', EXPENSE_LINE);
    // The core's clock is NOW: a draft on the real today would be refused as in the future first.
    s().setField('date', '2026-11-18');
    s().setAmount('amountExVAT', '5');
    const outcome = await s().save();
    expect(outcome).toMatchObject({ ok: false, message: expect.stringMatching(/ProjectID/) });
    expect(s().fieldErrors.project).toBeTruthy();
    expect(s().formError).toContain(`project ${gone}`);
  });
});
