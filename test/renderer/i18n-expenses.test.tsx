import { act, screen, waitFor, within } from '@testing-library/react';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import EntriesPanel from '../../renderer/src/features/entries/EntriesPanel';
import { useEntries } from '../../renderer/src/features/entries/store';
import { useQuickEntryOpen } from '../../renderer/src/features/entry/open';
import { QuickEntryDrawer } from '../../renderer/src/features/entry/QuickEntryDrawer';
import ExpensesPanel from '../../renderer/src/features/expenses/ExpensesPanel';
import { emptyDraft, localToday } from '../../renderer/src/features/expenses/form-model';
import { ReceiptCell } from '../../renderer/src/features/expenses/receipts/ReceiptCell';
import { clearHeld } from '../../renderer/src/features/expenses/receipts/held';
import { useExpenses } from '../../renderer/src/features/expenses/store';
import { i18n } from '../../renderer/src/i18n';
import { pngFile } from '../support/receipt-files';
import { startCore, type TestCore } from './support/core';
import { CONSULTANT_ROLE, EXPENSE_LINE, PROJECT_1, TIME_LINE } from './support/demo-ids';
import { input } from './support/fields';
import { englishTextsOnPage, type Language } from './support/i18n-check';
import { newUser, renderApp } from './support/render';
import { resetQuickEntry } from './support/quick-entry';

/*
 * Issue 17 point 2: Expenses (form, totals, a row's receipts and the viewer), quick entry with its
 * timer card, and the Entries list in Dutch and German, against a real core in demo mode. A few
 * texts are checked by name, and no text of the page (an element's own text, its aria-label, title
 * or placeholder) is an English catalogue text of the screen's namespace that the language writes
 * differently.
 */

/** No English text of the namespace on the page; `data`: names of records ("Project manager" is a role). */
function expectNoEnglish(
  namespace: 'entry' | 'entries' | 'expenses',
  language: Language,
  data: readonly string[] = [],
): void {
  expect(englishTextsOnPage(namespace, language, { ownWords: true, except: data })).toEqual([]);
}

/** What each language shows for the texts checked by name. */
const WORDS = {
  nl: {
    expenses: 'Onkosten',
    newExpense: 'Nieuwe onkostenpost',
    amountExVAT: 'Bedrag excl. btw',
    vatRate: 'Btw-tarief %',
    hint: 'De btw is 21% van het bedrag, afgerond op de cent.',
    count: /^\d+ onkostenposten · 1 niet gesynchroniseerd$/,
    totals: 'Totalen',
    perMonth: 'Per maand',
    mileage: 'Kilometers',
    distance: 'Afstand (km)',
    showReceipt: 'De bon van Parkeren Utrecht tonen',
    viewer: /^Bon 1 van 1: parking\.png$/,
    saveFile: 'Bestand opslaan',
    quickEntry: 'Snel boeken',
    contractLine: 'Contractregel',
    saveEntry: 'Boeking opslaan',
    startTimer: 'Timer starten',
    chooseProject: 'kies een project',
    entries: 'Boekingen',
    timesheets: 'Urenregistraties',
    notSynced: 'Niet gesynchroniseerd',
    fixTitle: 'Geweigerde boeking herstellen',
    resubmit: 'Opnieuw indienen',
  },
  de: {
    expenses: 'Ausgaben',
    newExpense: 'Neue Ausgabe',
    amountExVAT: 'Nettobetrag',
    vatRate: 'MwSt.-Satz %',
    hint: 'Die MwSt. beträgt 21% des Betrags, auf den Cent gerundet.',
    count: /^\d+ Ausgaben · 1 nicht synchronisiert$/,
    totals: 'Summen',
    perMonth: 'Pro Monat',
    mileage: 'Kilometergeld',
    distance: 'Strecke (km)',
    showReceipt: 'Beleg von Parkeren Utrecht anzeigen',
    viewer: /^Beleg 1 von 1: parking\.png$/,
    saveFile: 'Datei speichern',
    quickEntry: 'Schnellerfassung',
    contractLine: 'Vertragsposition',
    saveEntry: 'Buchung speichern',
    startTimer: 'Timer starten',
    chooseProject: 'Wählen Sie ein Projekt',
    entries: 'Buchungen',
    timesheets: 'Zeiteinträge',
    notSynced: 'Nicht synchronisiert',
    fixTitle: 'Abgelehnte Buchung korrigieren',
    resubmit: 'Erneut einreichen',
  },
} as const;

let t: TestCore;
let expenseId: string;
const blobs = new Map<string, Blob>();

beforeAll(async () => {
  t = await startCore('demo');
  // The test DOM keeps Node's URL (dom-environment.ts): blob: URLs as the browser gives them.
  URL.createObjectURL = (blob: Blob) => {
    const url = `blob:test/${blobs.size + 1}`;
    blobs.set(url, blob);
    return url;
  };
  URL.revokeObjectURL = (url: string) => void blobs.delete(url);
  ({ id: expenseId } = await t.call('expenses:create', {
    ProjectID: PROJECT_1,
    ContractLineID: EXPENSE_LINE,
    ExpenseDate: `${localToday()}T00:00:00.000Z`,
    AmountExVAT: '10',
    VATAmount: '2.10',
    TotalAmount: '12.10',
    Description: 'Parkeren Utrecht',
  }));
  const png = pngFile(40).toString('base64');
  await t.call('receipts:add', { expenseId, name: 'parking.png', dataBase64: png });
  await t.call('entries:create', {
    projectId: PROJECT_1,
    contractLineId: TIME_LINE,
    roleId: CONSULTANT_ROLE,
    date: '2026-11-24',
    from: '09:00',
    hours: '2',
    description: 'Workshop',
  });
}, 120_000);

afterAll(async () => {
  await i18n.changeLanguage('en');
  await t.close();
});

beforeEach(() => {
  localStorage.clear();
  clearHeld();
  useExpenses.setState({ draft: emptyDraft(localToday()), fieldErrors: {}, formError: null });
});

for (const language of ['nl', 'de'] as const) {
  const w = WORDS[language];

  describe(`expenses, quick entry and entries in ${language === 'nl' ? 'Dutch' : 'German'}`, () => {
    beforeAll(async () => {
      await i18n.changeLanguage(language);
    });

    it('Expenses: the form, its VAT hint, the count, the totals, a receipt and the viewer', async () => {
      const user = newUser();
      renderApp(
        <>
          <ExpensesPanel />
          <ReceiptCell expenseId={expenseId} label="Parkeren Utrecht" />
        </>,
      );
      await screen.findByRole('heading', { name: w.expenses });
      screen.getByRole('heading', { name: w.newExpense });
      await user.type(input(w.amountExVAT), '100');
      expect(input(w.vatRate).value).toBe('21');
      screen.getByText(w.hint);
      await screen.findByText(w.count);
      expectNoEnglish('expenses', language);

      await user.click(screen.getByText(w.mileage));
      await user.type(input(w.distance), 'x');
      expectNoEnglish('expenses', language);

      await user.click(await screen.findByRole('button', { name: w.showReceipt }));
      const viewer = await screen.findByRole('dialog', { name: w.viewer });
      within(viewer).getByRole('link', { name: w.saveFile });
      expectNoEnglish('expenses', language);
      await user.keyboard('{Escape}');

      await user.click(screen.getByText(w.totals));
      await screen.findByRole('heading', { name: w.perMonth });
      expectNoEnglish('expenses', language);
    });

    it('Quick entry: the drawer, its fields, the timer card and a problem found before saving', async () => {
      const user = newUser();
      resetQuickEntry('2026-11-24');
      act(() => useQuickEntryOpen.getState().show());
      renderApp(<QuickEntryDrawer />);
      const drawer = await screen.findByRole('dialog', { name: w.quickEntry });
      within(drawer).getByLabelText(w.contractLine, { exact: false, selector: 'input' });
      within(drawer).getByRole('button', { name: w.startTimer });
      await user.click(within(drawer).getByRole('button', { name: w.saveEntry }));
      await within(drawer).findByText(w.chooseProject);
      expectNoEnglish('entry', language);
      act(() => useQuickEntryOpen.getState().close());
    });

    it('Entries: the title, the kinds and filters, the list', async () => {
      useEntries.setState({ filter: 'all' });
      renderApp(<EntriesPanel />);
      await screen.findByRole('heading', { name: w.entries });
      screen.getByText(w.timesheets);
      screen.getByText(w.notSynced);
      await waitFor(() => expect(useEntries.getState().loaded).toBe(true));
      expectNoEnglish('entries', language);

      // The fix form, opened on the pending entry as Fix opens it on a rejected one.
      const entry = useEntries.getState().items.find((e) => e.description === 'Workshop');
      act(() => useEntries.getState().startFix(entry!));
      const fix = await screen.findByRole('dialog', { name: w.fixTitle });
      within(fix).getByRole('button', { name: w.resubmit });
      const lines = await t.call('entries:lines', { projectId: PROJECT_1 });
      const names = [...lines.contractLines, ...lines.roles].flatMap((l) => (l.name ? [l.name] : []));
      expectNoEnglish('entries', language, names);
      act(() => useEntries.getState().closeFix());
    });
  });
}
