import { Alert, Button, Group, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
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

function Viewer({ invoice, base64 }: { invoice: InvoiceDetailViewT; base64: string }) {
  const url = usePdfUrl(base64);
  const name = pdfFileName(invoice);
  const { t } = useTranslation('invoices');
  if (url === null) return null;
  return (
    <div className={classes.pdf}>
      <Group justify="space-between" mb="xs">
        <Text size="sm" c="dimmed">
          {name}
        </Text>
        <Button component="a" href={url} download={name} variant="default" size="xs">
          {t('pdf.save')}
        </Button>
      </Group>
      <iframe
        className={classes.pdfFrame}
        src={url}
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
