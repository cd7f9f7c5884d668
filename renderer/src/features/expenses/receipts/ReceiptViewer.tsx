import { Alert, Button, Group, Loader, Modal, Text } from '@mantine/core';
import { useEffect, useRef, useState, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDay } from '../../../../../shared/dates-display';
import type { ReceiptViewT } from '../../../../../shared/app/channels/receipts';
import { errorMessage } from '../../../contract/client';
import { sizeText } from './files';
import { AddReceipt } from './AddReceipt';
import { receiptUrl } from './receipt-index';
import { closeViewer, stepViewer, useReceiptViewer } from './viewer-store';
import classes from './Receipts.module.css';

/** A receipt's blob: URL (from the cache of receipt-index.ts), or why it could not be read. */
export function useReceiptUrl(r: ReceiptViewT | undefined): { url: string | null; error: string | null } {
  const [state, setState] = useState<{ key: string; url: string | null; error: string | null }>();
  const key = r?.sha256 ?? '';
  useEffect(() => {
    if (!r) return;
    let live = true;
    receiptUrl(r).then(
      (url) => live && setState({ key: r.sha256, url, error: null }),
      (e: unknown) => live && setState({ key: r.sha256, url: null, error: errorMessage(e) }),
    );
    return () => {
      live = false;
    };
  }, [r]);
  return state?.key === key ? state : { url: null, error: null };
}

function Stage({ r }: { r: ReceiptViewT }) {
  const { url, error } = useReceiptUrl(r);
  const { t } = useTranslation('expenses');
  if (error)
    return (
      <Alert color="red" title={t('receipts.notShown')}>
        {error}
      </Alert>
    );
  if (!url) return <Loader size="sm" aria-label={t('receipts.loading')} />;
  if (r.mediaType === 'application/pdf')
    // Out of the Tab order (tabIndex -1) and its focus handed back (useFocusKeptHere): the browser's
    // PDF viewer would otherwise swallow ← → and Escape, and hold focus in its own toolbar.
    return <iframe className={classes.frame} src={url} title={r.name} tabIndex={-1} />;
  if (r.mediaType === 'image/heic' || r.mediaType === 'image/heif') {
    return (
      <Text size="sm" c="dimmed" p="md">
        {t('receipts.noHeic')}
      </Text>
    );
  }
  return <img className={classes.image} src={url} alt={t('receipts.alt', { name: r.name })} />;
}

/**
 * While the viewer is open, ← → step and Escape closes wherever focus is on the page, and focus
 * that went into a frame (a click in the PDF) comes back to the viewer's own buttons: a frame's
 * keys never reach this page.
 */
function useFocusKeptHere(open: boolean, controls: RefObject<HTMLDivElement | null>) {
  useEffect(() => {
    if (!open) return;
    const onBlur = () =>
      setTimeout(() => {
        if (document.activeElement?.tagName !== 'IFRAME') return;
        controls.current?.querySelector<HTMLElement>('button, a[href]')?.focus();
      });
    // On the window, so the keys work wherever focus is (the page's body after a click outside too).
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') return closeViewer();
      if (e.key !== 'ArrowLeft' && e.key !== 'ArrowRight') return;
      e.preventDefault();
      stepViewer(e.key === 'ArrowLeft' ? -1 : 1);
    };
    window.addEventListener('blur', onBlur);
    window.addEventListener('keydown', onKey);
    return () => {
      window.removeEventListener('blur', onBlur);
      window.removeEventListener('keydown', onKey);
    };
  }, [open, controls]);
}

function Download({ r }: { r: ReceiptViewT }) {
  const { url } = useReceiptUrl(r);
  const { t } = useTranslation('expenses');
  return (
    <Button
      component="a"
      href={url ?? undefined}
      download={r.name}
      variant="default"
      size="xs"
      disabled={!url}
    >
      {t('receipts.saveFile')}
    </Button>
  );
}

/**
 * The receipt viewer: an image scaled to fit or a PDF in the browser's viewer; ← and → (or the
 * buttons) step through the expense's receipts, Escape closes.
 */
export function ReceiptViewer() {
  const receipts = useReceiptViewer((s) => s.receipts);
  const index = useReceiptViewer((s) => s.index);
  const expenseId = useReceiptViewer((s) => s.expenseId);
  const r = index === null ? undefined : receipts[index];
  const many = receipts.length > 1;
  const controls = useRef<HTMLDivElement>(null);
  const { t } = useTranslation('expenses');
  useFocusKeptHere(r !== undefined, controls);
  return (
    <Modal
      opened={r !== undefined}
      onClose={closeViewer}
      size="xl"
      title={
        r ? t('receipts.viewerTitle', { n: (index ?? 0) + 1, total: receipts.length, name: r.name }) : ''
      }
    >
      {r && (
        <>
          <div className={classes.stage}>
            <Stage key={r.id} r={r} />
          </div>
          <Group justify="space-between" mt="sm" ref={controls}>
            <Text size="xs" c="dimmed">
              {t('receipts.sizeAdded', { size: sizeText(r.size), date: formatDay(r.addedAt.slice(0, 10)) })}
              {many ? t('receipts.others') : ''}
            </Text>
            <Group gap="xs">
              {many && (
                <>
                  <Button size="xs" variant="default" onClick={() => stepViewer(-1)}>
                    {t('receipts.previous')}
                  </Button>
                  <Button size="xs" variant="default" onClick={() => stepViewer(1)}>
                    {t('receipts.next')}
                  </Button>
                </>
              )}
              {expenseId !== null && (
                <AddReceipt expenseId={expenseId} label={t('receipts.thisExpense')} labelled />
              )}
              <Download r={r} />
            </Group>
          </Group>
        </>
      )}
    </Modal>
  );
}
