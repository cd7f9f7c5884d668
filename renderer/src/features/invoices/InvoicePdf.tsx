import { Alert, Button, Group, Text } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { InvoiceDetailViewT } from '../../../../shared/app/channels/invoices';
import classes from './Invoices.module.css';

/** The bytes of a base64 text. */
export function base64ToBytes(base64: string): Uint8Array<ArrayBuffer> {
  const binary = atob(base64);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

/** A file name for the invoice's PDF: its number (or id), safe on every file system. */
export function pdfFileName(invoice: Pick<InvoiceDetailViewT, 'number' | 'id'>): string {
  const base = (invoice.number ?? `invoice-${invoice.id}`).replace(/[^\w.-]+/g, '_');
  return `${base}.pdf`;
}

/**
 * A blob: URL of the PDF for as long as the component shows it. The page's CSP allows blob:
 * frames only, so nothing but this in-memory document can be embedded.
 */
function usePdfUrl(base64: string): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    const next = URL.createObjectURL(new Blob([base64ToBytes(base64)], { type: 'application/pdf' }));
    setUrl(next);
    return () => URL.revokeObjectURL(next);
  }, [base64]);
  return url;
}

/**
 * The browser's PDF viewer without its own toolbar: in the invoice detail (about 500 px at
 * 1280x720) that toolbar does not fit and cut its print button in half. Save and Print are ours,
 * above the frame; the viewer still scrolls and zooms (Ctrl+wheel, Ctrl +/-).
 */
const VIEWER_OPTIONS = '#toolbar=0&navpanes=0';

function Viewer({ invoice, base64 }: { invoice: InvoiceDetailViewT; base64: string }) {
  const url = usePdfUrl(base64);
  const frame = useRef<HTMLIFrameElement>(null);
  const name = pdfFileName(invoice);
  const { t } = useTranslation('invoices');
  if (url === null) return null;
  return (
    <div className={classes.pdf}>
      <Group justify="space-between" mb="xs">
        <Text size="sm" c="dimmed">
          {name}
        </Text>
        <Group gap="xs">
          <Button component="a" href={url} download={name} variant="default" size="xs">
            {t('pdf.save')}
          </Button>
          {/* The frame shows a blob: URL of this page's origin, so its window may be printed. */}
          <Button variant="default" size="xs" onClick={() => frame.current?.contentWindow?.print()}>
            {t('pdf.print')}
          </Button>
        </Group>
      </Group>
      <iframe
        ref={frame}
        className={classes.pdfFrame}
        src={`${url}${VIEWER_OPTIONS}`}
        title={invoice.number ? t('pdf.frame', { number: invoice.number }) : t('pdf.frameNoNumber')}
      />
    </div>
  );
}

/** The invoice's PDF, shown in the app from its base64, with a download named after the number. */
export function InvoicePdf({ invoice }: { invoice: InvoiceDetailViewT }) {
  const { t } = useTranslation('invoices');
  if (invoice.pdfBase64 === null) {
    return (
      <Alert color="gray" title={t('pdf.none')} mt="sm">
        {invoice.status === 'Draft' ? t('pdf.draft') : t('pdf.notSent')}
      </Alert>
    );
  }
  return <Viewer invoice={invoice} base64={invoice.pdfBase64} />;
}
