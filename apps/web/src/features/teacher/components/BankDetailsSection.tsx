import { Button, Group, Skeleton, Stack, Text } from '@mantine/core';
import { PAYMENT_METHODS, type BankInfo } from '@portal/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../lib/dates';
import { useBankInfo } from '../api/teacher-queries';
import { bankFieldOf } from '../lib/bank-form';
import { BankDetailsForm } from './BankDetailsForm';
import { FactList } from '../../../components/FactList';
import { LoadFailed } from '../../../components/LoadFailed';

/**
 * The teacher's bank details: what is kept, shown masked (the numbers never come back), and
 * a change that asks for the password before it is saved.
 */
export function BankDetailsSection({ canChange }: { canChange: boolean }) {
  const { t } = useTranslation('teacher');
  const bank = useBankInfo();
  const [editing, setEditing] = useState(false);

  if (bank.isPending)
    return <Skeleton height={80} role="status" aria-label={t('layout.loading')} />;
  if (bank.isError)
    return (
      <LoadFailed
        error={bank.error}
        retryLabel={t('layout.retry')}
        onRetry={() => void bank.refetch()}
      />
    );
  return (
    <Stack gap="md">
      <Text size="sm" c="dimmed">
        {t('bank.intro')}
      </Text>
      <KeptDetails info={bank.data} />
      {!canChange && <Text size="sm">{t('bank.blocked')}</Text>}
      {editing ? (
        <BankDetailsForm current={bank.data} onDone={() => setEditing(false)} />
      ) : (
        <Group>
          <Button variant="default" onClick={() => setEditing(true)} disabled={!canChange}>
            {bank.data.hasDetails ? t('bank.change') : t('bank.add')}
          </Button>
        </Group>
      )}
    </Stack>
  );
}

function KeptDetails({ info }: { info: BankInfo }) {
  const { t } = useTranslation('teacher');
  if (!info.hasDetails) return <Text>{t('bank.none')}</Text>;
  const fieldNames = info.fieldsSet
    .map((field) => {
      const known = bankFieldOf(field);
      return known && known !== 'method' ? t(`bank.fields.${known}`) : field;
    })
    .join(', ');
  const rows = [
    { label: t('bank.method'), value: info.method ? PAYMENT_METHODS[info.method] : '' },
    { label: t('bank.holder'), value: info.holderName },
    { label: t('bank.account'), value: info.masked },
  ];
  return (
    <Stack gap={4}>
      {/* A long holder's name or PayPal domain wraps instead of widening a phone's page. */}
      <FactList
        layout="rows"
        labelSize="sm"
        labelWidth={120}
        valueProps={{ fw: 600, miw: 0, style: { overflowWrap: 'anywhere' } }}
        facts={rows}
      />
      {info.fieldsSet.length > 0 ? (
        <Text size="xs" c="dimmed">
          {t('bank.kept', { fields: fieldNames })}
        </Text>
      ) : (
        <Text size="sm" c="orange">
          {t('bank.unreadable')}
        </Text>
      )}
      {info.updatedAt && (
        <Text size="xs" c="dimmed">
          {t('bank.updated', { date: formatDate(info.updatedAt) })}
        </Text>
      )}
    </Stack>
  );
}
