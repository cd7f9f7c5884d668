import type { ReceiptViewT } from '../../../../../shared/app/channels/receipts';
import type { ExpenseViewT } from '../../../../../shared/app/views';
import { formatDate } from '../../../components/format';
import { invoke } from '../../../contract/client';
import type { HeldReceipt } from './files';
import { i18n } from '../../../i18n';

/*
 * The same receipt twice (issue 15, walkthrough finding 7): one expense holds a file's bytes once
 * (the core refuses the second, the new-expense form holds it once); the same bytes on another
 * expense are allowed (one taxi ride split over two projects) but said, softly, so a receipt
 * filed twice by mistake is seen before the monthly report lists it twice.
 */

/** The receipts not held yet (same bytes), and the sentence for each one left out. */
export function withoutHeldTwice(
  held: readonly HeldReceipt[],
  adding: readonly HeldReceipt[],
): { fresh: HeldReceipt[]; problems: string[] } {
  const fresh: HeldReceipt[] = [];
  const problems: string[] = [];
  for (const r of adding) {
    const twin = [...held, ...fresh].find((h) => h.size === r.size && h.dataBase64 === r.dataBase64);
    if (twin) problems.push(i18n.t('expenses:adding.alreadyAdded', { name: r.name, twin: twin.name }));
    else fresh.push(r);
  }
  return { fresh, problems };
}

/** An expense as a note names it: "Lunch Utrecht of Nov 3, 2026". */
const labelOf = (e: ExpenseViewT) => {
  const description = e.description ?? e.projectName;
  const date = formatDate(e.date);
  return description === null
    ? i18n.t('expenses:adding.otherLabelPlain', { date })
    : i18n.t('expenses:adding.otherLabel', { description, date });
};

/** Names joined as the language lists them: "A and B", "A en B", "A und B". */
const listed = (names: string[]) =>
  new Intl.ListFormat(i18n.language, { style: 'long', type: 'conjunction' }).format(names);

/**
 * "lunch.png is also attached to Lunch Utrecht of Nov 3, 2026." for each added receipt whose
 * bytes another of my expenses holds; nothing when none does or the lookup fails (a note only).
 */
export async function alsoAttachedNotes(
  expenseId: string,
  added: readonly ReceiptViewT[],
  items: readonly ExpenseViewT[],
): Promise<string[]> {
  const others = items.filter((e) => e.id !== expenseId).slice(0, 500);
  if (added.length === 0 || others.length === 0) return [];
  let stored: ReceiptViewT[];
  try {
    stored = await invoke('receipts:list', { expenseIds: others.map((e) => e.id) });
  } catch {
    return [];
  }
  return added.flatMap((r) => {
    const on = stored
      .filter((s) => s.sha256 === r.sha256)
      .flatMap((s) => others.filter((e) => e.id === s.expenseId).map(labelOf));
    const names = [...new Set(on)];
    return names.length === 0
      ? []
      : [i18n.t('expenses:adding.alsoAttached', { name: r.name, others: listed(names) })];
  });
}
