import {
  Alert,
  Anchor,
  Button,
  FileButton,
  Paper,
  Progress,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import type { PayslipDetail } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../lib/api-error';
import { formatDate } from '../../../lib/dates';
import { usePayslipReceipt } from '../api/payslip-queries';
import { useReceiptUpload } from '../hooks/use-receipt-upload';
import {
  RECEIPT_ACCEPT,
  RECEIPT_EXTENSIONS,
  RECEIPT_MAX_MB,
  spokenPercent,
} from '../lib/receipt-file';

/**
 * The payslip's receipt: the one sent, with a short-lived link to it, and the upload while the
 * status asks for one (with progress, spoken in steps through a live region).
 */
export function ReceiptPanel({ detail, zone }: { detail: PayslipDetail; zone: string }) {
  const { t } = useTranslation('payslips');
  const upload = useReceiptUpload(detail.id);
  const sent = usePayslipReceipt(detail.id, detail.receipt !== null);
  const uploading = upload.percent !== null;

  return (
    <Paper withBorder p="md" component="section" aria-labelledby="receipt-title">
      <Stack gap="sm">
        <Title order={2} size="h4" id="receipt-title">
          {t('receipt.title')}
        </Title>
        {detail.receipt && (
          <Text size="sm">
            {t('receipt.sent', { date: formatDate(detail.receipt.uploadedAt, zone) })}{' '}
            {sent.data ? (
              <Anchor href={sent.data.url} target="_blank" rel="noopener noreferrer">
                {sent.data.fileName}
              </Anchor>
            ) : (
              detail.receipt.fileName
            )}
          </Text>
        )}
        {sent.isError && (
          <Text size="sm" c="red.8">
            {t('receipt.linkFailed')} {errorMessage(sent.error)}
          </Text>
        )}
        {!detail.receipt && !detail.receiptDue && <Text size="sm">{t('receipt.none')}</Text>}
        {detail.receiptDue && (
          <>
            <Text size="sm">{t('receipt.due')}</Text>
            <FileButton onChange={upload.start} accept={RECEIPT_ACCEPT} disabled={uploading}>
              {(props) => (
                <Button {...props} loading={uploading} w="fit-content">
                  {t('receipt.choose')}
                </Button>
              )}
            </FileButton>
            <Text size="xs" c="dimmed">
              {t('receipt.hint', { types: RECEIPT_EXTENSIONS.join(', '), mb: RECEIPT_MAX_MB })}
            </Text>
          </>
        )}
        {uploading && (
          <Progress value={upload.percent ?? 0} aria-label={t('receipt.progress')} size="lg" />
        )}
        {/* Always in the page, so a screen reader hears each change of its text. */}
        <Text size="sm" aria-live="polite" role="status">
          {uploading ? t('receipt.uploading', { percent: spokenPercent(upload.percent ?? 0) }) : ''}
          {upload.done ? t('receipt.done') : ''}
        </Text>
        {upload.error && (
          <Alert color="red" role="alert">
            {upload.error}
          </Alert>
        )}
      </Stack>
    </Paper>
  );
}
