import { Alert, Button, Group, Modal, Skeleton, Stack, Text } from '@mantine/core';
import { PAYMENT_METHODS, type FullBankDetails, type TeacherRecord } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../../lib/api-error';
import { formatDate } from '../../../../lib/dates';
import type { useRevealBankDetails } from '../api/teachers';
import { FactList } from '../../../../components/FactList';

/** Labels of the record's fields, in the teacher's form order; the method is shown apart. */
const FIELD_ORDER = [
  'holderFirstName',
  'holderMiddleName',
  'holderLastName',
  'bankName',
  'routingNumber',
  'accountNumber',
  'accountType',
  'swiftCode',
  'bankAddress',
  'bankCountry',
  'paypalEmail',
] as const;

/**
 * FINANCE's reading of one teacher's bank details. The reading is asked by the click that opens
 * the dialog, never by rendering (each reading is audited; a render may happen twice).
 */
export function BankDetailsRevealModal({
  teacher,
  reveal,
  onClose,
}: {
  teacher: TeacherRecord | null;
  reveal: ReturnType<typeof useRevealBankDetails>;
  onClose: () => void;
}) {
  const { t } = useTranslation('teacher');

  return (
    <Modal
      opened={teacher !== null}
      onClose={onClose}
      title={t('ops.bankTitle', { name: teacher?.name ?? '' })}
      centered
    >
      <Stack gap="md">
        <Text size="xs" c="dimmed">
          {t('ops.bankAudit')}
        </Text>
        {reveal.isPending && <Skeleton height={120} role="status" aria-label={t('ops.loading')} />}
        {reveal.isError && (
          <Alert color="red" role="alert">
            {errorMessage(reveal.error)}
          </Alert>
        )}
        {reveal.data && <Details record={reveal.data} />}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('ops.close')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

function Details({ record }: { record: FullBankDetails }) {
  const { t } = useTranslation('teacher');
  const values = record.details as Record<string, string | undefined>;
  const rows = [
    { key: 'method', label: t('ops.bankMethod'), value: PAYMENT_METHODS[record.method] },
    ...FIELD_ORDER.filter((field) => values[field]).map((field) => ({
      key: field,
      label: t(`bank.fields.${field}`),
      value: values[field] ?? '',
    })),
  ];
  return (
    <Stack gap={4}>
      <FactList
        layout="rows"
        labelSize="sm"
        labelWidth={160}
        valueProps={{ fw: 600, style: { wordBreak: 'break-all' } }}
        facts={rows}
      />
      <Text size="xs" c="dimmed">
        {t('ops.bankUpdated', { date: formatDate(record.updatedAt) })}
      </Text>
    </Stack>
  );
}
