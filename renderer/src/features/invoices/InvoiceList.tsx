import { Badge, Text } from '@mantine/core';
import { useEffect, useRef, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { InvoiceSummaryViewT } from '../../../../shared/app/views';
import type { InvoiceListItemViewT } from '../../../../shared/app/channels/invoices';
import { SyncStateBadge } from '../../components/SyncStateBadge';
import { ResizableHeader } from '../../components/columns/ResizableHeader';
import { formatDate, formatMoney } from '../../components/format';
import classes from './Invoices.module.css';

/** Badge colours of the invoice statuses. */
export const STATUS_COLOR: Record<InvoiceSummaryViewT['status'], string> = {
  Draft: 'gray',
  Approved: 'blue',
  Sent: 'grape',
  Paid: 'teal',
  Void: 'red',
};

/** "Overdue": Sent or Approved and past its due date on the core's clock. */
export function OverdueBadge({ dueDate }: { dueDate: string | null }) {
  const { t } = useTranslation('invoices');
  return (
    <Badge size="sm" variant="filled" color="red" title={t('list.due', { date: formatDate(dueDate) })}>
      {t('list.overdue')}
    </Badge>
  );
}

interface Props {
  items: InvoiceListItemViewT[];
  selectedId: string | null;
  onSelect: (id: string) => void;
}

/** The invoice list: a listbox whose arrow keys move the selection (a firm has tens, not thousands). */
export function InvoiceList({ items, selectedId, onSelect }: Props) {
  const listRef = useRef<HTMLDivElement>(null);
  const selectedIndex = items.findIndex((i) => i.id === selectedId);
  const { t } = useTranslation('invoices');

  useEffect(() => {
    if (selectedId === null) return;
    listRef.current?.querySelector(`#invoice-row-${selectedId}`)?.scrollIntoView({ block: 'nearest' });
  }, [selectedId]);

  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    const moves: Record<string, number> = {
      ArrowDown: selectedIndex + 1,
      ArrowUp: selectedIndex - 1,
      Home: 0,
      End: items.length - 1,
    };
    const target = moves[e.key];
    if (target === undefined || items.length === 0) return;
    e.preventDefault();
    const next = items[Math.max(0, Math.min(items.length - 1, target))];
    if (next) onSelect(next.id);
  };

  return (
    <div className={classes.list}>
      <ResizableHeader
        tableId="invoices"
        className={`${classes.row} ${classes.header}`}
        columns={[
          // The invoice and its customer take what status and total leave.
          { id: 'invoice', track: 'minmax(0, 1fr)', title: t('list.invoice') },
          {
            id: 'status',
            track: '108px',
            resize: { min: 80, max: 240 },
            title: t('list.status'),
            name: t('list.status'),
          },
          {
            id: 'total',
            track: '112px',
            resize: { min: 88, max: 240 },
            title: t('list.total'),
            name: t('list.total'),
            className: classes.num,
          },
        ]}
      />
      <div
        ref={listRef}
        className={classes.scroll}
        role="listbox"
        aria-label={t('list.label')}
        tabIndex={0}
        onKeyDown={onKeyDown}
        aria-activedescendant={selectedIndex >= 0 ? `invoice-row-${selectedId}` : undefined}
      >
        {items.map((i) => (
          <div
            key={i.id}
            id={`invoice-row-${i.id}`}
            role="option"
            aria-selected={i.id === selectedId}
            className={classes.row}
            onClick={() => onSelect(i.id)}
          >
            <span className={classes.cell}>
              <Text span size="sm" fw={500} truncate>
                {i.number ?? t('list.draft')}
              </Text>
              <Text span size="xs" c="dimmed" truncate title={i.customerName ?? undefined}>
                {i.customerName ?? '—'}
              </Text>
            </span>
            <span className={classes.badges}>
              <Badge size="sm" variant="light" color={STATUS_COLOR[i.status]}>
                {t(`status.${i.status}`)}
              </Badge>
              {i.overdue && <OverdueBadge dueDate={i.dueDate} />}
              {i.syncState !== 'synced' && <SyncStateBadge state={i.syncState} />}
            </span>
            <span className={`${classes.cell} ${classes.num}`}>
              <Text span size="sm">
                {formatMoney(i.totalIncVAT, i.currency)}
              </Text>
              <Text span size="xs" c="dimmed">
                {formatDate(i.date)}
              </Text>
            </span>
          </div>
        ))}
      </div>
    </div>
  );
}
