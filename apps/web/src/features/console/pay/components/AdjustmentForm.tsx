import { Alert, Button, Group, NativeSelect, Stack, Text, TextInput, Title } from '@mantine/core';
import {
  ADJUSTMENT_MAX_CENTS,
  BEIJING_ZONE,
  FIELD_MESSAGES,
  payAdjustmentRequest,
  type OpsPayslipDetail,
} from '@portal/contracts';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../../lib/api-error';
import { formatDateTime } from '../../../../lib/dates';
import { fieldMessages } from '../../../../lib/form-errors';
import { formatMoney } from '../../../../lib/money';
import { toast } from '../../../../lib/toast';
import { useAddAdjustment } from '../api/pay';
import { adjustmentCents } from '../lib/adjustment-amount';
import { ReasonField } from '../../common/components/ReasonField';

const REASON_MAX = 300;

/** The class an adjustment settles, chosen from the payslip's classes to settle. */
export interface SettleChoice {
  classId: number | null;
  /** Changes with every "Settle" pressed, so the form takes the focus again. */
  asked: number;
}

/**
 * An adjustment of the payslip's month, typed in dollars (a decimal point or comma) and sent as
 * cents, checked by the shared schema. It is a source of the month's pay: the server writes the
 * draft again with it at once (the page reads the new lines and total), and the release writes
 * it in. It may name a class to settle (one taught on a day no contract held, decision 052);
 * then it may be $0, the class not paid. Under the amount, the rule it must follow: a refusal
 * says the catalogue's "*Incorrect format!" above it (issue 36).
 */
export function AdjustmentForm({
  detail,
  settle,
  onSettleChange,
}: {
  detail: OpsPayslipDetail;
  settle: SettleChoice;
  onSettleChange: (classId: number | null) => void;
}) {
  const { t } = useTranslation('console');
  const add = useAddAdjustment();
  const [amount, setAmount] = useState('');
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<{ amountCents?: string; reason?: string; form?: string }>(
    {},
  );
  const amountField = useRef<HTMLInputElement>(null);
  // "Settle" on a line brings the keyboard (and the eye) to the amount, the class chosen.
  useEffect(() => {
    if (settle.asked > 0) amountField.current?.focus();
  }, [settle.asked]);
  const classId = settle.classId;
  const choices = [...new Set([...detail.toSettle, ...(classId === null ? [] : [classId])])];
  const startOf = (id: number) => detail.lines.find((line) => line.classId === id)?.startTime;
  const classLabel = (id: number) => {
    const start = startOf(id);
    return start == null
      ? t('pay.adjust.classOption', { id })
      : t('pay.adjust.classOptionAt', { id, time: formatDateTime(start, BEIJING_ZONE) });
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const cents = adjustmentCents(amount);
    const parsed = payAdjustmentRequest.safeParse({
      teacherId: detail.teacherId,
      monthStartTime: detail.payslipTime,
      amountCents: cents ?? 0,
      reason,
      classId: classId ?? undefined,
    });
    const fields = parsed.success ? {} : fieldMessages(parsed.error.issues);
    // Text that is not dollars is a wrong amount; a blank one a missing answer.
    if (cents === null)
      fields.amountCents = amount.trim() ? FIELD_MESSAGES.invalid : FIELD_MESSAGES.required;
    if (!parsed.success || cents === null) return setErrors(fields);
    setErrors({});
    add.mutate(parsed.data, {
      onSuccess: () => {
        toast.success(t(classId === null ? 'pay.adjust.done' : 'pay.adjust.settled'));
        setAmount('');
        setReason('');
        onSettleChange(null);
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
          {choices.length > 0 && (
            <NativeSelect
              label={t('pay.adjust.class')}
              description={t('pay.adjust.classHint')}
              value={classId === null ? '' : String(classId)}
              onChange={(event) => {
                const value = event.currentTarget.value;
                onSettleChange(value === '' ? null : Number(value));
              }}
              data={[
                { value: '', label: t('pay.adjust.noClass') },
                ...choices.map((id) => ({ value: String(id), label: classLabel(id) })),
              ]}
            />
          )}
          <TextInput
            ref={amountField}
            label={t('pay.adjust.amount')}
            description={t(
              classId === null ? 'pay.adjust.amountRule' : 'pay.adjust.amountRuleClass',
              { max: formatMoney(ADJUSTMENT_MAX_CENTS) },
            )}
            // The rule under the field, so a refusal reads above the rule it broke.
            inputWrapperOrder={['label', 'input', 'error', 'description']}
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
              {t(classId === null ? 'pay.adjust.save' : 'pay.adjust.saveSettle')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Stack>
  );
}
