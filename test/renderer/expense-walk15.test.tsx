import { screen, waitFor, within } from '@testing-library/react';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ExpenseForm } from '../../renderer/src/features/expenses/ExpenseForm';
import { ReceiptsExtras } from '../../renderer/src/features/expenses/receipts/DetachedReceipts';
import { UndoBar } from '../../renderer/src/components/UndoBar';
import { emptyDraft, localToday } from '../../renderer/src/features/expenses/form-model';
import { clearHeld } from '../../renderer/src/features/expenses/receipts/held';
import { useQuickCapture } from '../../renderer/src/features/expenses/receipts/quick-capture';
import { useExpenses } from '../../renderer/src/features/expenses/store';
import { useNavigation } from '../../renderer/src/models/navigation';
import { useUndo } from '../../renderer/src/models/undo';
import { pngFile } from '../support/receipt-files';
import { startCore, type TestCore } from './support/core';
import { EXPENSE_LINE, PROJECT_1 } from './support/demo-ids';
import { input } from './support/fields';
import { newUser, renderApp } from './support/render';

/*
 * The walkthrough's findings on the expense form (issue 15, walk 15), against a real core in demo
 * mode: a total typed alone is split at the rate, a rate never stays stale; what quick capture
 * read from a PDF is marked at its fields until edited; quick capture starts on today; the same
 * file is held or attached once; the Undo bar's receipt count follows what is still detached.
 */

let t: TestCore;
beforeAll(async () => {
  t = await startCore('demo');
  URL.createObjectURL = () => 'blob:test/1';
  URL.revokeObjectURL = () => undefined;
});
afterAll(async () => {
  await t.close();
});
beforeEach(() => {
  localStorage.clear();
  clearHeld();
  useUndo.setState({ last: null });
  useExpenses.setState({ draft: emptyDraft(localToday()), fieldErrors: {}, formError: null });
});

const file = (bytes: Uint8Array, name: string, type: string) =>
  new File([new Uint8Array(bytes)], name, { type });
const markOf = (label: string) => input(label).closest('.mantine-InputWrapper-root')?.textContent ?? '';

function paste(f: File) {
  const data = new DataTransfer();
  data.items.add(f);
  document.body.dispatchEvent(
    new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }),
  );
}

function CaptureHost() {
  useQuickCapture();
  return <ExpenseForm />;
}

async function created(description: string, receipt?: Buffer): Promise<string> {
  const { id } = await t.call('expenses:create', {
    ProjectID: PROJECT_1,
    ContractLineID: EXPENSE_LINE,
    ExpenseDate: `${localToday()}T00:00:00.000Z`,
    AmountExVAT: '10',
    VATAmount: '2.10',
    TotalAmount: '12.10',
    Description: description,
  });
  if (receipt)
    await t.call('receipts:add', {
      expenseId: id,
      name: 'lunch.png',
      dataBase64: receipt.toString('base64'),
    });
  return id;
}

describe('amounts typed', () => {
  it('works out ex VAT and VAT from a total typed alone, and never shows a stale rate', async () => {
    const user = newUser();
    renderApp(<ExpenseForm />);
    await user.type(input('Total'), '34,80');
    expect(input('Amount excl. VAT').value).toBe('28.76');
    expect(input('VAT amount').value).toBe('6.04');
    expect(input('VAT rate %').value).toBe('21');
    expect(screen.getByText(/worked back at 21% VAT/)).toBeTruthy();

    // The amount typed over the worked-back one: VAT is the rest, the rate the one that makes.
    await user.clear(input('Amount excl. VAT'));
    await user.type(input('Amount excl. VAT'), '31,93');
    expect(input('VAT amount').value).toBe('2.87');
    expect(input('Total').value).toBe('34,80');
    expect(input('VAT rate %').value).toBe('8.99');

    await user.clear(input('VAT amount'));
    await user.type(input('VAT amount'), '3.19');
    expect(input('VAT rate %').value).toBe('9.99');
  });

  it('saves a total typed alone with the amounts worked out', async () => {
    const user = newUser();
    renderApp(<ExpenseForm />);
    useExpenses.getState().setProject(PROJECT_1, 'Northwind ERP rollout');
    useExpenses.getState().setField('contractLine', EXPENSE_LINE);
    useExpenses.getState().setField('description', 'Lunch total only');
    await user.type(input('Total'), '34,80');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(async () => {
      const e = (await t.call('expenses:list', {})).find((x) => x.description === 'Lunch total only');
      expect([e?.amountExVAT, e?.vatAmount, e?.totalAmount].map(String)).toEqual(['28.76', '6.04', '34.8']);
    });
  });
});

describe('quick capture', () => {
  it('marks the total, the worked-back amount and the date read from a PDF until they are edited', async () => {
    const doc = await PDFDocument.create();
    const font = await doc.embedFont(StandardFonts.Helvetica);
    const page = doc.addPage([300, 300]);
    page.drawText('Hotel  Datum 14-10-2026', { x: 20, y: 250, size: 11, font });
    page.drawText('Totaal EUR 121,00', { x: 20, y: 230, size: 11, font });
    useNavigation.setState({ section: 'week' });
    const user = newUser();
    renderApp(<CaptureHost />);
    paste(file(await doc.save(), 'hotel.pdf', 'application/pdf'));

    await waitFor(() => expect(input('Total').value).toBe('121.00'));
    expect(markOf('Total')).toContain('Read from hotel.pdf: check');
    expect(markOf('Amount excl. VAT')).toContain('Worked back from the total at 21 % VAT: check');
    expect(input('Amount excl. VAT').value).toBe('100.00');
    expect(useExpenses.getState().draft.date).toBe('2026-10-14');
    const form = screen.getByRole('form', { name: 'Expense' });
    expect(within(form).getAllByText('Read from hotel.pdf: check')).toHaveLength(2); // total, date
    expect(screen.getByRole('status').textContent).toContain('worked back at 21 % VAT');

    await user.clear(input('Total'));
    await user.type(input('Total'), '120');
    expect(markOf('Total')).not.toContain('Read from');
    expect(within(form).getAllByText('Read from hotel.pdf: check')).toHaveLength(1); // the date's
  });

  it('starts an untouched form on today, not on the day kept from the last save', async () => {
    useExpenses.setState({ draft: { ...emptyDraft('2026-10-14'), projectId: PROJECT_1 } });
    useExpenses.getState().reset(); // after a save: the next one keeps project, line and day
    expect(useExpenses.getState().draft.date).toBe('2026-10-14');
    useNavigation.setState({ section: 'expenses' });
    renderApp(<CaptureHost />);
    paste(file(pngFile(40), 'image.png', 'image/png'));
    await screen.findByRole('list', { name: 'Receipts to attach' });
    expect(useExpenses.getState().draft.date).toBe(localToday());
  });
});

describe('the same receipt twice', () => {
  it('holds one file once in a new expense', async () => {
    useNavigation.setState({ section: 'expenses' });
    renderApp(<CaptureHost />);
    paste(file(pngFile(41), 'image.png', 'image/png'));
    await screen.findByRole('list', { name: 'Receipts to attach' });
    paste(file(pngFile(41), 'image.png', 'image/png'));
    expect(await screen.findByText(/image\.png was not added: it is already added/)).toBeTruthy();
    expect(
      within(screen.getByRole('list', { name: 'Receipts to attach' })).getAllByText('image.png'),
    ).toHaveLength(1);
  });

  it('refuses it on the same expense and says where else it is attached', async () => {
    const first = await created('Lunch Utrecht', pngFile(42));
    const second = await created('Lunch Arnhem');
    await useExpenses.getState().refresh();
    const user = newUser();
    renderApp(<ExpenseForm />);
    const e = useExpenses.getState().items.find((x) => x.id === first);
    if (!e) throw new Error('not listed');
    useExpenses.getState().startEdit(e);
    await user.upload(
      await screen.findByLabelText('Receipt files'),
      file(pngFile(42), 'lunch.png', 'image/png'),
    );
    const refused = await screen.findAllByText(/lunch\.png was not added: the same file is already attached/);
    expect(refused.length).toBeGreaterThan(0);
    expect(await t.call('receipts:list', { expenseIds: [first] })).toHaveLength(1);

    const other = useExpenses.getState().items.find((x) => x.id === second);
    if (!other) throw new Error('not listed');
    useExpenses.getState().startEdit(other);
    await user.upload(
      await screen.findByLabelText('Receipt files'),
      file(pngFile(42), 'lunch.png', 'image/png'),
    );
    expect(await screen.findByText(/lunch\.png is also attached to Lunch Utrecht of /)).toBeTruthy();
    expect(await t.call('receipts:list', { expenseIds: [second] })).toHaveLength(1);
  });
});

describe('the Undo bar after a delete', () => {
  it('counts only the receipts still without an expense', async () => {
    const id = await created('Taxi two receipts', pngFile(43));
    await t.call('receipts:add', {
      expenseId: id,
      name: 'b.png',
      dataBase64: pngFile(44).toString('base64'),
    });
    const elsewhere = await created('Taxi elsewhere');
    await useExpenses.getState().refresh();
    renderApp(
      <>
        <UndoBar kind="expenses" />
        <ReceiptsExtras />
      </>,
    );
    const e = useExpenses.getState().items.find((x) => x.id === id);
    if (!e) throw new Error('not listed');
    expect((await useExpenses.getState().remove(e)).ok).toBe(true);
    await screen.findByText(/2 receipts are kept/);
    const [one, two] = await t.call('receipts:detached', {});
    await t.call('receipts:attach', { id: (one ?? two)!.id, expenseId: elsewhere });
    expect(await screen.findByText(/1 receipt is kept: Undo brings it back/)).toBeTruthy();
    await t.call('receipts:attach', { id: two!.id, expenseId: elsewhere });
    await waitFor(() => expect(screen.queryByText(/receipts? (is|are) kept/)).toBeNull());
    expect(screen.getByText(/Deleted the expense of/)).toBeTruthy();
  });
});
