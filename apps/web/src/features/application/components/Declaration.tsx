import { Checkbox, Paper, Text, Title } from '@mantine/core';
import type { FurtherInfoStep } from '@portal/contracts';
import { Controller, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { FurtherInfoValues } from '../lib/resume-values';
import classes from './ApplicationForm.module.css';

/**
 * The declaration of spec section 5 and its checkbox (`agree`, checked by default as the spec
 * says; unchecked, the form is not sent: "Required field.").
 */
export function Declaration({
  control,
}: {
  control: Control<FurtherInfoValues, unknown, FurtherInfoStep>;
}) {
  const { t } = useTranslation('application');
  return (
    <Paper
      withBorder
      p="md"
      className={classes.declaration}
      component="section"
      aria-labelledby="declaration-title"
    >
      <Title order={3} size="h5" id="declaration-title" mb={6}>
        {t('application.form.declarationTitle')}
      </Title>
      <Text size="sm" mb="sm" id="declaration-text">
        {t('application.form.declaration')}
      </Text>
      <Controller
        control={control}
        name="agree"
        render={({ field, fieldState }) => (
          <Checkbox
            ref={field.ref}
            name={field.name}
            checked={field.value}
            onChange={(event) => field.onChange(event.currentTarget.checked)}
            onBlur={field.onBlur}
            label={t('application.form.agree')}
            aria-describedby="declaration-text"
            required
            error={fieldState.error?.message}
          />
        )}
      />
    </Paper>
  );
}
