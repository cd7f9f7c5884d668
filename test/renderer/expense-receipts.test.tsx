import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ExpenseForm } from '../../renderer/src/features/expenses/ExpenseForm';
import { ReceiptsExtras } from '../../renderer/src/features/expenses/receipts/DetachedReceipts';
import { ReceiptCell } from '../../renderer/src/features/expenses/receipts/ReceiptCell';
import { UndoBar } from '../../renderer/src/components/UndoBar';
import { formatDay } from '../../shared/dates-display';
import { emptyDraft, localToday } from '../../renderer/src/features/expenses/form-model';
import { clearHeld } from '../../renderer/src/features/expenses/receipts/held';
import { useQuickCapture } from '../../renderer/src/features/expenses/receipts/quick-capture';
import { useExpenses } from '../../renderer/src/features/expenses/store';
import { useNavigation } from '../../renderer/src/models/navigation';
import { pdfFile, pngFile } from '../support/receipt-files';
import { startCore, type TestCore } from './support/core';
import { EXPENSE_LINE, PROJECT_1 } from './support/demo-ids';
import { input } from './support/fields';
import { newUser, renderApp } from './support/render';

/*
 * Receipts in the expense form and list, against a real core (demo mode): files picked for a new
 * expense are held and sent once it is saved; a refused file is named with its size or the kinds
 * accepted and nothing is added; an expense being changed gets them at once; the list counts them
 * and the viewer shows them; deleting the expense says they are kept and Undo brings them back;
 * a pasted PDF outside a field starts a new expense prefilled from its text, marked to check.
 */

let t: TestCore;

// The test DOM keeps Node's URL (dom-environment.ts), whose createObjectURL takes only Node's Blob:
// blob: URLs are given here as the browser gives them, naming the blob's type.
const blobs = new Map<string, Blob>();
beforeAll(async () => {
  t = await startCore('demo');
  URL.createObjectURL = (blob: Blob) => {
    const url = `blob:test/${blobs.size + 1}`;
    blobs.set(url, blob);
    return url;
  };
  URL.revokeObjectURL = (url: string) => void blobs.delete(url);
});

afterAll(async () => {
  await t.close();
});

beforeEach(() => {
  localStorage.clear();
  clearHeld();
  useExpenses.setState({ draft: emptyDraft(localToday()), fieldErrors: {}, formError: null });
});

const file = (bytes: Uint8Array, name: string, type: string) =>
  new File([new Uint8Array(bytes)], name, { type });
const png = () => file(pngFile(90), 'parking.png', 'image/png');
const receiptsOf = async (description: string) => {
  const e = (await t.call('expenses:list', {})).find((x) => x.description === description);
  if (!e) throw new Error(`no expense ${description}`);
  return { e, receipts: await t.call('receipts:list', { expenseIds: [e.id] }) };
};

async function newExpense(description: string, amount: string) {
  useExpenses.getState().setProject(PROJECT_1, 'Northwind ERP rollout');
  useExpenses.getState().setField('contractLine', EXPENSE_LINE);
  useExpenses.getState().setField('description', description);
  useExpenses.getState().setAmount('amountExVAT', amount);
}

describe('receipts of the expense form', () => {
  it('holds picked files for a new expense and attaches them once it is saved', async () => {
    const user = newUser();
    renderApp(<ExpenseForm />);
    await newExpense('Parking Utrecht', '10');
    const picker = screen.getByLabelText<HTMLInputElement>('Receipt files');
    expect(picker.accept).toBe('image/jpeg,image/png,image/heic,image/heif,application/pdf');
    await user.upload(picker, [png(), file(pdfFile(), 'ticket.pdf', 'application/pdf')]);
    const held = await screen.findByRole('list', { name: 'Receipts to attach' });
    expect(within(held).getByText('parking.png')).toBeTruthy();
    expect(within(held).getByText('ticket.pdf')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(/2 receipts attached\./)).toBeTruthy();
    const { receipts } = await receiptsOf('Parking Utrecht');
    expect(receipts.map((r) => [r.name, r.mediaType])).toEqual([
      ['parking.png', 'image/png'],
      ['ticket.pdf', 'application/pdf'],
    ]);
    expect(screen.queryByRole('list', { name: 'Receipts to attach' })).toBeNull();
  });

  it('refuses a file of another kind or over 20 MB by name, and adds nothing', async () => {
    renderApp(<ExpenseForm />);
    const picker = screen.getByLabelText<HTMLInputElement>('Receipt files');
    const big = file(new Uint8Array(21 * 1024 * 1024), 'scan.png', 'image/png');
    const text = file(new TextEncoder().encode('not a receipt'), 'notes.txt', 'text/plain');
    // Straight to the input (user.upload would filter by accept, as a picker does).
    fireEvent.change(picker, { target: { files: [big, text] } });
    const alert = (await screen.findByText(/scan\.png/)).closest('[role="alert"]') as HTMLElement;
    expect(alert.textContent).toContain(
      'scan.png was not added: it is 21 MB; a receipt may be at most 20 MB.',
    );
    expect(alert.textContent).toContain(
      'notes.txt was not added: it is not a JPEG, PNG, HEIC/HEIF image or a PDF (its content is something else).',
    );
    expect(screen.queryByRole('list', { name: 'Receipts to attach' })).toBeNull();
  });

  it('adds a receipt at once to the expense being changed', async () => {
    const { id } = await t.call('expenses:create', {
      ProjectID: PROJECT_1,
      ContractLineID: EXPENSE_LINE,
      ExpenseDate: `${localToday()}T00:00:00.000Z`,
      AmountExVAT: '5',
      VATAmount: '1.05',
      TotalAmount: '6.05',
      Description: 'Coffee with client',
    });
    const user = newUser();
    renderApp(<ExpenseForm />);
    const { e } = await receiptsOf('Coffee with client');
    useExpenses.getState().startEdit(e);
    await user.upload(await screen.findByLabelText('Receipt files'), png());
    const attached = await screen.findByRole('list', { name: 'Attached receipts' });
    expect(within(attached).getByText('parking.png')).toBeTruthy();
    expect(await t.call('receipts:list', { expenseIds: [id] })).toHaveLength(1);
  });
});

describe('receipts in the list', () => {
  it('counts them per row, shows them, and keeps them through a delete and its Undo', async () => {
    const { id } = await t.call('expenses:create', {
      ProjectID: PROJECT_1,
      ContractLineID: EXPENSE_LINE,
      ExpenseDate: `${localToday()}T00:00:00.000Z`,
      AmountExVAT: '20',
      VATAmount: '4.20',
      TotalAmount: '24.20',
      Description: 'Train Amersfoort',
    });
    for (const [name, bytes] of [
      ['train.png', pngFile(30)],
      ['ticket.pdf', pdfFile('Train 24,20')],
    ] as const) {
      await t.call('receipts:add', { expenseId: id, name, dataBase64: bytes.toString('base64') });
    }
    const user = newUser();
    // The row's receipt cell (the virtual list draws no rows in a DOM without layout), the Undo bar
    // and the list's extras (viewer, receipts without an expense), as ExpenseList places them.
    renderApp(
      <>
        <ReceiptCell expenseId={id} label="Train Amersfoort" />
        <UndoBar kind="expenses" />
        <ReceiptsExtras />
      </>,
    );
    await user.click(await screen.findByRole('button', { name: 'Show 2 receipts of Train Amersfoort' }));
    const viewer = await screen.findByRole('dialog');
    expect(viewer.textContent).toContain('Receipt 1 of 2: train.png');
    const image = await within(viewer).findByRole<HTMLImageElement>('img', { name: 'Receipt train.png' });
    expect(blobs.get(image.getAttribute('src') ?? '')?.type).toBe('image/png');
    fireEvent.keyDown(viewer, { key: 'ArrowRight' });
    await waitFor(() =>
      expect(screen.getByRole('dialog').textContent).toContain('Receipt 2 of 2: ticket.pdf'),
    );
    const frame = await within(screen.getByRole('dialog')).findByTitle('ticket.pdf');
    expect(frame.tagName).toBe('IFRAME');
    expect(frame.getAttribute('tabindex')).toBe('-1'); // out of the Tab order: its keys never trap
    expect(screen.getByRole('dialog').textContent).toContain(`added ${formatDay(localToday())}`);
    expect(blobs.get(frame.getAttribute('src') ?? '')?.type).toBe('application/pdf');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    await useExpenses.getState().refresh();
    const e = useExpenses.getState().items.find((x) => x.id === id);
    if (!e) throw new Error('the expense is not listed');
    expect((await useExpenses.getState().remove(e)).ok).toBe(true);
    const undo = await screen.findByText(/2 receipts are kept: Undo brings them back/);
    expect(undo.textContent).toContain('find them under Receipts without an expense');
    await user.click(await screen.findByRole('button', { name: 'Receipts without an expense (2)' }));
    const detached = await screen.findByRole('list', { name: 'Receipts without an expense' });
    expect(within(detached).getByText('train.png')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Undo' }));
    await waitFor(async () => expect((await receiptsOf('Train Amersfoort')).receipts).toHaveLength(2));
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: /Receipts without an expense/ })).toBeNull(),
    );
  });
});

function CaptureHost() {
  useQuickCapture();
  return <ExpenseForm />;
}

describe('quick capture', () => {
  it('starts an expense from a PDF pasted outside a field, prefilled from its text to check', async () => {
    const doc = await PDFDocument.create();
    const font = await doc.embedFont(StandardFonts.Helvetica);
    const page = doc.addPage([300, 300]);
    page.drawText('Taxi Centraal  Datum 21-11-2026', { x: 20, y: 250, size: 11, font });
    page.drawText('Totaal EUR 45,90', { x: 20, y: 230, size: 11, font });
    const pdf = file(await doc.save(), 'taxi.pdf', 'application/pdf');
    useNavigation.setState({ section: 'week' });
    renderApp(<CaptureHost />);

    const data = new DataTransfer();
    data.items.add(pdf);
    const paste = new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true });
    document.body.dispatchEvent(paste);

    expect(await screen.findByText('Read from the receipt: check')).toBeTruthy();
    expect(useNavigation.getState().section).toBe('expenses');
    expect(
      within(screen.getByRole('list', { name: 'Receipts to attach' })).getByText('taxi.pdf'),
    ).toBeTruthy();
    expect(input('Total').value).toBe('45.90');
    expect(input('Amount excl. VAT').value).toBe('37.93');
    expect(input('VAT amount').value).toBe('7.97');
    expect(useExpenses.getState().draft.date).toBe('2026-11-21');
    // Nothing is saved until the user saves.
    expect((await t.call('expenses:list', {})).some((e) => e.totalAmount === '45.9')).toBe(false);
  });

  it('leaves a paste of text into a field alone', async () => {
    renderApp(<CaptureHost />);
    const data = new DataTransfer();
    data.setData('text/plain', 'Lunch');
    data.items.add(png());
    const field = input('Description');
    const paste = new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true });
    field.dispatchEvent(paste);
    expect(paste.defaultPrevented).toBe(false);
    expect(screen.queryByRole('list', { name: 'Receipts to attach' })).toBeNull();
  });
});
