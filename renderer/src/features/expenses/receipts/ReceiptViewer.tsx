import { Alert, Button, Group, Loader, Modal, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
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
  if (error)
    return (
      <Alert color="red" title="The receipt could not be shown">
        {error}
      </Alert>
    );
  if (!url) return <Loader size="sm" aria-label="Loading the receipt" />;
  if (r.mediaType === 'application/pdf')
    return <iframe className={classes.frame} src={url} title={`Receipt ${r.name}`} />;
  if (r.mediaType === 'image/heic' || r.mediaType === 'image/heif') {
    return (
      <Text size="sm" c="dimmed" p="md">
        This window cannot draw HEIC/HEIF images: use Save file to open it with the system viewer.
      </Text>
    );
  }
  return <img className={classes.image} src={url} alt={`Receipt ${r.name}`} />;
}

function Download({ r }: { r: ReceiptViewT }) {
  const { url } = useReceiptUrl(r);
  return (
    <Button
      component="a"
      href={url ?? undefined}
      download={r.name}
      variant="default"
      size="xs"
      disabled={!url}
    >
      Save file
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
  return (
    <Modal
      opened={r !== undefined}
      onClose={closeViewer}
      size="xl"
      title={r ? `Receipt ${(index ?? 0) + 1} of ${receipts.length}: ${r.name}` : ''}
      onKeyDown={(e) => {
        if (e.key !== 'ArrowLeft' && e.key !== 'ArrowRight') return;
        e.preventDefault();
        stepViewer(e.key === 'ArrowLeft' ? -1 : 1);
      }}
    >
      {r && (
        <>
          <div className={classes.stage}>
            <Stage key={r.id} r={r} />
          </div>
          <Group justify="space-between" mt="sm">
            <Text size="xs" c="dimmed">
              {sizeText(r.size)} · added {r.addedAt.slice(0, 10)}
              {many ? ' · ← → for the others' : ''}
            </Text>
            <Group gap="xs">
              {many && (
                <>
                  <Button size="xs" variant="default" onClick={() => stepViewer(-1)}>
                    Previous
                  </Button>
                  <Button size="xs" variant="default" onClick={() => stepViewer(1)}>
                    Next
                  </Button>
                </>
              )}
              {expenseId !== null && <AddReceipt expenseId={expenseId} label="this expense" labelled />}
              <Download r={r} />
            </Group>
          </Group>
        </>
      )}
    </Modal>
  );
}
