import { Alert, Button, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { FIELD_MESSAGES, payAdjustmentRequest, type OpsPayslipDetail } from '@portal/contracts';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../lib/api-error';
import { fieldMessages } from '../../../lib/form-errors';
import { toast } from '../../../lib/toast';
import { useAddAdjustment } from '../api/pay';
import { adjustmentCents } from '../lib/adjustment-amount';
import { ReasonField } from './ReasonField';

const REASON_MAX = 300;

/**
 * An adjustment of the payslip's month, typed in dollars and sent as cents, checked by the
 * shared schema. It is a source of the month's pay: the draft shows it once the month is
 * generated again, and the release writes it in.
 */
export function AdjustmentForm({ detail }: { detail: OpsPayslipDetail }) {
  const { t } = useTranslation('console');
  const add = useAddAdjustment();
  const [amount, setAmount] = useState('');
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<{ amountCents?: string; reason?: string; form?: string }>(
    {},
  );
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const cents = adjustmentCents(amount);
    const parsed = payAdjustmentRequest.safeParse({
      teacherId: detail.teacherId,
      monthStartTime: detail.payslipTime,
      amountCents: cents ?? 0,
      reason,
    });
    const fields = parsed.success ? {} : fieldMessages(parsed.error.issues);
    // Text that is not dollars is a wrong amount; a blank one a missing answer.
    if (cents === null)
      fields.amountCents = amount.trim() ? FIELD_MESSAGES.invalid : FIELD_MESSAGES.required;
    if (!parsed.success || cents === null) return setErrors(fields);
    setErrors({});
    add.mutate(parsed.data, {
      onSuccess: () => {
        toast.success(t('pay.adjust.done'));
        setAmount('');
        setReason('');
      },
      onError: (failure) => setErrors({ form: errorMessage(failure) }),
    });
  };
  return (
    <Stack gap="sm" component="section" aria-labelledby="adjust-heading">
      <Title order={3} size="h4" id="adjust-heading">
        {t('pay.adjust.title')}
      </Title>
      <Text size="sm">{t('pay.adjust.intro')}</Text>
      <form onSubmit={submit} noValidate>
        <Stack gap="sm" maw={480}>
          <TextInput
            label={t('pay.adjust.amount')}
            description={t('pay.adjust.amountHint')}
            value={amount}
            onChange={(event) => setAmount(event.currentTarget.value)}
            inputMode="decimal"
            required
            error={errors.amountCents}
          />
          <ReasonField
            label={t('pay.adjust.reason')}
            description={t('pay.adjust.reasonHint', { max: REASON_MAX })}
            value={reason}
            onChange={setReason}
            max={REASON_MAX}
            error={errors.reason}
          />
          {errors.form && (
            <Alert color="red" role="alert">
              {errors.form}
            </Alert>
          )}
          <Group>
            <Button type="submit" loading={add.isPending}>
              {t('pay.adjust.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Stack>
  );
}
