import { Alert, Text } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { formatDate } from '../../../components/format';
import { useExpenses } from '../store';
import { useHeldReceipts } from './held';
import classes from './Receipts.module.css';

/*
 * What quick capture read from a PDF receipt, marked at the fields that hold it ("read from
 * hotel.pdf: check") for as long as they hold it: the user's own edit clears a field's mark. The
 * note sits by the amounts and scrolls into view, so it is seen on a 720 px screen too.
 */

/** Which of the form's fields a mark can sit under. */
export type MarkedField = 'totalAmount' | 'amountExVAT' | 'date';

/** The mark's text for a field, or null while the field does not hold what was read. */
export function useReadMark(field: MarkedField): string | null {
  const read = useHeldReceipts((s) => s.read);
  const draft = useExpenses((s) => s.draft);
  if (!read || draft.editing) return null;
  if (field === 'totalAmount' && read.amount !== null && draft.totalAmount === read.amount)
    return `Read from ${read.name}: check`;
  if (field === 'amountExVAT' && read.ex !== null && draft.amountExVAT === read.ex && draft.exFromTotal)
    return `Worked back from the total at ${read.rate ?? '?'} % VAT: check`;
  if (field === 'date' && read.date !== null && draft.date === read.date)
    return `Read from ${read.name}: check`;
  return null;
}

/** A field's mark as its description (under the input). */
export function ReadMark({ text }: { text: string | null }) {
  if (text === null) return null;
  return <span className={classes.readMark}>{text}</span>;
}

/** The date field's mark (the date field keeps its own description: the day it understood). */
export function DateReadMark() {
  return <ReadMark text={useReadMark('date')} />;
}

/** The note by the amounts: what was read from which receipt and the VAT split assumed. */
export function ReadNote() {
  const read = useHeldReceipts((s) => s.read);
  const editing = useExpenses((s) => s.draft.editing !== null);
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (read) ref.current?.scrollIntoView?.({ block: 'nearest' });
  }, [read]);
  if (!read || editing) return null;
  const what = [read.amount && `total ${read.amount}`, read.date && `date ${formatDate(read.date)}`].filter(
    Boolean,
  );
  const split =
    read.amount && read.ex
      ? ` The amount excl. VAT (${read.ex}) is worked back at ${read.rate ?? '?'} % VAT: change the rate or the amounts if the receipt says otherwise.`
      : '';
  return (
    <Alert ref={ref} color="yellow" p="xs" role="status" title="Read from the receipt: check">
      <Text size="xs">
        {what.join(' and ')} {what.length === 1 ? 'was' : 'were'} read from {read.name}. Check{' '}
        {what.length === 1 ? 'it' : 'them'} before saving.{split}
      </Text>
    </Alert>
  );
}
