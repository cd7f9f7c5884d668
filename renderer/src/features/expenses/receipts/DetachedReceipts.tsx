import { Button, Collapse, Paper, Select, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ReceiptViewT } from '../../../../../shared/app/channels/receipts';
import { errorMessage, invoke } from '../../../contract/client';
import { formatDate } from '../../../components/format';
import { expenseMoney } from '../expense-money';
import { onTablesChanged } from '../../../models/data-changed';
import {
  firstControlIn,
  focusLost,
  focusWhenShown,
  sectionHeading,
} from '../../../components/focus-hand-off';
import { notifyError } from '../../../models/notify';
import { useExpenses } from '../store';
import { sizeText } from './files';
import { recountKeptReceipts } from './held';
import { ReceiptViewer } from './ReceiptViewer';
import { RemoveReceipt } from './RemoveReceipt';
import { openViewer } from './viewer-store';
import classes from './Receipts.module.css';

/** Receipts whose expense is gone (receipts:detached), kept up to date with the core. */
function useDetached(): ReceiptViewT[] {
  const [list, setList] = useState<ReceiptViewT[]>([]);
  useEffect(() => {
    let live = true;
    let latest = 0;
    const load = () => {
      const asked = ++latest;
      void invoke('receipts:detached', {}).then(
        (l) => {
          if (!live || asked !== latest) return; // an older answer never overwrites a newer one
          setList(l);
          recountKeptReceipts(new Set(l.map((r) => r.id)));
        },
        () => undefined,
      );
    };
    load();
    const off = onTablesChanged(['receipts', 'expenses'], load);
    return () => {
      live = false;
      off();
    };
  }, []);
  return list;
}

/** After attaching `r`, the keyboard goes to the next receipt left (or the one before), else the heading. */
function handOffFocus(r: ReceiptViewT, all: ReceiptViewT[]) {
  const i = all.indexOf(r);
  const next = all[i + 1] ?? all[i - 1];
  const item = document.querySelector(`[data-receipt-id="${r.id}"]`);
  // Once its item is gone (the list reloads after the attach), so nothing takes the focus back.
  focusWhenShown(
    () =>
      item?.isConnected ? null : next ? firstControlIn(`[data-receipt-id="${next.id}"]`) : sectionHeading(),
    () => focusLost() || (item?.contains(document.activeElement) ?? false),
  );
}

function Detached({ r, all }: { r: ReceiptViewT; all: ReceiptViewT[] }) {
  const expenses = useExpenses((s) => s.items);
  const { t } = useTranslation('expenses');
  const options = expenses.map((e) => ({
    value: e.id,
    label: `${formatDate(e.date)} · ${e.description ?? e.projectName ?? t('receipts.expenseFallback')} · ${expenseMoney(e, e.totalAmount)}`,
  }));
  const fail = (title: string) => (e: unknown) => notifyError(title, errorMessage(e));
  return (
    <li className={classes.item} data-receipt-id={r.id}>
      <Button
        variant="subtle"
        size="compact-xs"
        className={classes.name}
        onClick={() => openViewer(all, all.indexOf(r))}
      >
        {r.name}
      </Button>
      <Text size="xs" c="dimmed">
        {sizeText(r.size)}
      </Text>
      <Select
        size="xs"
        w={220}
        placeholder={t('receipts.attachTo')}
        aria-label={t('receipts.attachName', { name: r.name })}
        data={options}
        searchable
        value={null}
        onChange={(id) =>
          id &&
          void invoke('receipts:attach', { id: r.id, expenseId: id }).then(
            () => handOffFocus(r, all),
            fail(t('receipts.notAttached')),
          )
        }
      />
      <RemoveReceipt id={r.id} name={r.name} />
    </li>
  );
}

/**
 * The receipt viewer and, when there are any, the receipts whose expense was deleted (or removed
 * on the PSA service): attach one to an expense, or remove it for good.
 */
export function ReceiptsExtras() {
  const detached = useDetached();
  const [open, setOpen] = useState(false);
  const { t } = useTranslation('expenses');
  return (
    <>
      <ReceiptViewer />
      {detached.length > 0 && (
        <Paper withBorder p="xs" radius="md">
          <Button variant="subtle" size="compact-sm" onClick={() => setOpen((o) => !o)} aria-expanded={open}>
            {t('receipts.withoutExpenseCount', { count: detached.length })}
          </Button>
          <Collapse expanded={open}>
            <ul className={classes.items} aria-label={t('receipts.withoutExpense')}>
              {detached.map((r) => (
                <Detached key={r.id} r={r} all={detached} />
              ))}
            </ul>
          </Collapse>
        </Paper>
      )}
    </>
  );
}
