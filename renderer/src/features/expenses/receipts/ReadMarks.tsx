import { Alert, Text } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
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
  const { t } = useTranslation('expenses');
  if (!read || draft.editing) return null;
  if (field === 'totalAmount' && read.amount !== null && draft.totalAmount === read.amount)
    return t('read.fromName', { name: read.name });
  if (field === 'amountExVAT' && read.ex !== null && draft.amountExVAT === read.ex && draft.exFromTotal)
    return t('read.workedBack', { rate: read.rate ?? '?' });
  if (field === 'date' && read.date !== null && draft.date === read.date)
    return t('read.fromName', { name: read.name });
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
  const { t } = useTranslation('expenses');
  useEffect(() => {
    if (read) ref.current?.scrollIntoView?.({ block: 'nearest' });
  }, [read]);
  if (!read || editing) return null;
  const date = read.date ? formatDate(read.date) : null;
  const what =
    read.amount && date
      ? t('read.both', { amount: read.amount, date, name: read.name })
      : read.amount
        ? t('read.total', { amount: read.amount, name: read.name })
        : t('read.date', { date: date ?? '', name: read.name });
  const split = read.amount && read.ex ? t('read.split', { ex: read.ex, rate: read.rate ?? '?' }) : null;
  return (
    <Alert ref={ref} color="yellow" p="xs" role="status" title={t('read.title')}>
      <Text size="xs">{split ? `${what} ${split}` : what}</Text>
    </Alert>
  );
}
