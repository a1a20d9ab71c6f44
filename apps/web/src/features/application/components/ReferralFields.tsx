import { TextInput } from '@mantine/core';
import { YES_NO, type FurtherInfoStep } from '@portal/contracts';
import { Controller, type UseFormReturn, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { FurtherInfoValues } from '../lib/resume-values';
import { RadioField } from './form-fields';

interface ReferralFieldsProps {
  form: UseFormReturn<FurtherInfoValues, unknown, FurtherInfoStep>;
}

/** The code keeps digits only (spec section 5), at most 20 of them. */
export const digitsOnly = (value: string) => value.replace(/\D/g, '').slice(0, 20);

/** "Do you have a referral code?" YES (default) asks for it; NO clears it (spec section 5). */
export function ReferralFields({ form }: ReferralFieldsProps) {
  const { t } = useTranslation('application');
  const has = useWatch({ control: form.control, name: 'hasReferralCode' });
  return (
    <>
      <RadioField
        control={form.control}
        name="hasReferralCode"
        label={t('application.fields.hasReferralCode')}
        required
        options={YES_NO}
        onValueChange={(value) => {
          if (value === 'NO') form.setValue('referralCode', '', { shouldValidate: false });
          form.clearErrors('referralCode');
        }}
      />
      {has === 'YES' && (
        <Controller
          control={form.control}
          name="referralCode"
          render={({ field, fieldState }) => (
            <TextInput
              ref={field.ref}
              name={field.name}
              label={t('application.fields.referralCode')}
              description={t('application.form.referralCodeHint')}
              required
              inputMode="numeric"
              autoComplete="off"
              maxLength={20}
              value={field.value}
              onChange={(event) => field.onChange(digitsOnly(event.currentTarget.value))}
              onBlur={field.onBlur}
              error={fieldState.error?.message}
              maw={320}
            />
          )}
        />
      )}
    </>
  );
}
