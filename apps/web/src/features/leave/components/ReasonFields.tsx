import { Alert, NativeSelect, Radio, Stack, Text, Textarea } from '@mantine/core';
import { CANCELLATION_REASONS, LEAVE_REASON_TEXT_MAX } from '@portal/contracts';
import { Controller, useWatch, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { catalogueMessage } from '../../../lib/api-client';
import { useSiteConfig } from '../../site/public';
import { TEACHER_TYPES, type LeaveFormOutput, type LeaveFormValues } from '../lib/leave-form';
import { SUPPORT_REFUSAL } from '../lib/leave-picks';

interface ReasonFieldsProps {
  form: UseFormReturn<LeaveFormValues, unknown, LeaveFormOutput>;
  /** Cancellation credits held (the carrot-exchange type spends one per class). */
  credits: number | undefined;
  /** A picked class is within the free lead: a regular cancellation goes through support. */
  withinSupport: boolean;
  disabled?: boolean;
}

/**
 * Why (the seven reasons; OTHER with the teacher's words) and how (regular, or paid with a
 * cancellation credit). An emergency is not the teacher's to pick: within 24 hours the
 * catalogue's message gives the support address (spec section 8).
 */
export function ReasonFields({ form, credits, withinSupport, disabled }: ReasonFieldsProps) {
  const { t } = useTranslation('leave');
  useSiteConfig();
  const reason = useWatch({ control: form.control, name: 'reason' });
  const type = useWatch({ control: form.control, name: 'type' });
  const { errors } = form.formState;
  return (
    <Stack gap="md">
      <NativeSelect
        label={t('form.reason')}
        required
        disabled={disabled}
        data={[
          { value: '', label: t('form.chooseReason'), disabled: true },
          ...CANCELLATION_REASONS.map((value) => ({ value, label: t(`reasons.${value}`) })),
        ]}
        error={errors.reason?.message}
        {...form.register('reason')}
        maw={360}
      />
      <Textarea
        label={t('form.reasonText')}
        description={
          reason === 'OTHER'
            ? t('form.reasonTextRequired', { max: LEAVE_REASON_TEXT_MAX })
            : t('form.reasonTextOptional', { max: LEAVE_REASON_TEXT_MAX })
        }
        required={reason === 'OTHER'}
        disabled={disabled}
        maxLength={LEAVE_REASON_TEXT_MAX}
        autosize
        minRows={2}
        error={errors.reasonText?.message}
        {...form.register('reasonText')}
      />
      <Controller
        control={form.control}
        name="type"
        render={({ field, fieldState }) => (
          <Radio.Group
            label={t('form.type')}
            value={field.value}
            onChange={(value) => field.onChange(value)}
            error={fieldState.error?.message}
            name={field.name}
          >
            <Stack gap="xs" mt={6}>
              {TEACHER_TYPES.map((value) => (
                <Radio
                  key={value}
                  value={value}
                  disabled={disabled}
                  label={t(`types.${value}`)}
                  description={
                    value === 'CARROT_EXCHANGE_CANCELLATION'
                      ? t('form.creditsHeld', { count: credits ?? 0 })
                      : t('form.regularHint')
                  }
                />
              ))}
            </Stack>
          </Radio.Group>
        )}
      />
      {withinSupport && type === 'REGULAR_CANCELLATION' && (
        <Alert color="yellow" c="dark.7" role="alert" title={t('form.supportTitle')}>
          <Text size="sm">{catalogueMessage(SUPPORT_REFUSAL)}</Text>
        </Alert>
      )}
      <Text size="xs" c="dimmed">
        {t('form.emergencyHint')} {catalogueMessage(SUPPORT_REFUSAL)}
      </Text>
    </Stack>
  );
}
