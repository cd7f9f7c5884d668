import { Alert, Text, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import type { ExpenseViewT } from '../../../../shared/app/views';
import { EntryBadges } from '../../components/EntryBadges';
import rows from '../../components/EntryRows.module.css';
import { formatDate } from '../../components/format';
import { expenseMoney as money } from './expense-money';
import { RowActions } from '../../components/RowActions';
import { UndoBar } from '../../components/UndoBar';
import { VirtualRows } from '../../components/VirtualRows';
import { ResizableHeader } from '../../components/columns/ResizableHeader';
import { useExpenses } from './store';
import { ReceiptCell } from './receipts/ReceiptCell';
import { CLIP } from './receipts/AddReceipt';
import { ReceiptsExtras } from './receipts/DetachedReceipts';
import classes from './Expenses.module.css';
import { unnamedText } from '../../components/unnamed-text';

/** How a row names its expense to assistive technology: "Hotel Utrecht of Nov 3, 2026". */
function rowLabel(e: ExpenseViewT, t: TFunction<'expenses'>): string {
  const date = formatDate(e.date);
  return e.description === null
    ? t('list.rowLabelPlain', { date })
    : t('list.rowLabel', { description: e.description, date });
}

function Actions({ e, onOpenForm }: { e: ExpenseViewT; onOpenForm?: (() => void) | undefined }) {
  const { remove, startEdit, startFix } = useExpenses.getState();
  const { t } = useTranslation('expenses');
  return (
    <RowActions
      syncState={e.syncState}
      label={rowLabel(e, t)}
      onEdit={() => (startEdit(e), onOpenForm?.())}
      onFix={() => (startFix(e), onOpenForm?.())}
      onRemove={() => remove(e)}
      readOnly={{ text: '—', title: t('list.readOnlyTitle') }}
    />
  );
}

function Row({ e, onOpenForm }: { e: ExpenseViewT; onOpenForm?: (() => void) | undefined }) {
  const { t } = useTranslation('expenses');
  const line = e.contractLineName ?? (e.contractLineId === null ? '' : unnamedText('line', e.contractLineId));
  const text = e.description ?? line;
  const where = `${e.projectName ?? unnamedText('project', e.projectId)}${e.description && line ? ` · ${line}` : ''}`;
  return (
    <div className={`${rows.row} ${classes.expenseRow}`} data-expense-id={e.id}>
      <Text size="sm" className={rows.nowrap}>
        {formatDate(e.date)}
      </Text>
      {/* Wrapped, never cut at the width beside the form; the whole text on hover all the same. */}
      <div style={{ minWidth: 0 }}>
        <Text size="sm" fw={500} lineClamp={2} title={text} data-testid="expense-description">
          {text}
        </Text>
        <Text size="xs" c="dimmed" lineClamp={2} title={where}>
          {where}
        </Text>
        {e.details && (
          <Text size="xs" c="dimmed" className={classes.calculation}>
            {e.details.calculation}
          </Text>
        )}
      </div>
      <div className={rows.num}>
        <Text size="sm" fw={600}>
          {money(e, e.totalAmount)}
        </Text>
        <Text size="xs" c="dimmed" className={rows.nowrap}>
          {t('list.excl', { amount: money(e, e.amountExVAT) })}
        </Text>
        <Text size="xs" c="dimmed" className={rows.nowrap}>
          {t('list.vat', { amount: money(e, e.vatAmount) })}
        </Text>
      </div>
      <ReceiptCell expenseId={e.id} label={rowLabel(e, t)} />
      <div className={classes.state}>
        <EntryBadges syncState={e.syncState} error={e.error} invoiceNumber={e.invoiceNumber} />
        <Actions e={e} onOpenForm={onOpenForm} />
      </div>
      {e.syncState === 'rejected' && e.error && (
        <Text size="xs" c="red" className={rows.reason} role="note">
          {t('list.rejectedReason', { reason: e.error })}
        </Text>
      )}
    </div>
  );
}

function Header() {
  const { t } = useTranslation('expenses');
  const receipts = (
    <span className={classes.clip} title={t('list.receipts')} aria-label={t('list.receipts')}>
      {CLIP}
      <VisuallyHidden>{t('list.receipts')}</VisuallyHidden>
    </span>
  );
  // Date, total and state can be resized; the description and project take what is left.
  return (
    <ResizableHeader
      tableId="expenses"
      className={`${rows.row} ${classes.expenseRow} ${rows.header}`}
      columns={[
        {
          id: 'date',
          track: '108px',
          resize: { min: 88, max: 240 },
          title: t('list.date'),
          name: t('list.date'),
        },
        { id: 'description', track: 'minmax(0, 1fr)', title: t('list.descriptionProject') },
        {
          id: 'total',
          // Fits "MwSt. 1.208,26 €" (amounts carry their currency).
          track: '112px',
          resize: { min: 88, max: 240 },
          title: t('list.total'),
          name: t('list.total'),
          className: rows.num,
        },
        { id: 'receipts', track: '36px', title: receipts },
        {
          id: 'state',
          track: '124px',
          resize: { min: 104, max: 320 },
          title: t('list.state'),
          name: t('list.state'),
        },
      ]}
    />
  );
}

/** Which expenses a list shows: all, not synced yet, or rejected only. */
export type ExpenseFilter = 'all' | 'open' | 'rejected';

function visible(items: ExpenseViewT[], filter: ExpenseFilter): ExpenseViewT[] {
  if (filter === 'all') return items;
  return items.filter((e) => (filter === 'rejected' ? e.syncState === 'rejected' : e.syncState !== 'synced'));
}

/**
 * My expenses, newest first, with their states; pending ones can be changed or deleted, rejected
 * ones fixed or discarded. `onOpenForm` brings the form into view (when it is elsewhere).
 */
export function ExpenseList({
  filter = 'all',
  onOpenForm,
}: {
  filter?: ExpenseFilter;
  onOpenForm?: () => void;
}) {
  const all = useExpenses((s) => s.items);
  const items = visible(all, filter);
  const loaded = useExpenses((s) => s.loaded);
  const error = useExpenses((s) => s.error);
  const { t } = useTranslation('expenses');
  if (error)
    return (
      <Alert color="red" title={t('list.couldNotRead')} role="alert">
        {error}
      </Alert>
    );
  return (
    <>
      <UndoBar kind="expenses" />
      <ReceiptsExtras />
      {loaded && items.length === 0 ? (
        <Text c="dimmed" size="sm">
          {filter === 'all' ? t('list.empty') : t('list.emptyOpen')}
        </Text>
      ) : (
        <VirtualRows
          items={items}
          keyOf={(e) => e.id}
          label={t('list.label')}
          header={<Header />}
          renderRow={(e) => <Row e={e} onOpenForm={onOpenForm} />}
        />
      )}
    </>
  );
}
