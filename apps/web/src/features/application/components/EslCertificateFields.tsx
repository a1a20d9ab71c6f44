import { Checkbox, Group, Stack } from '@mantine/core';
import type { TeachingInfoStep } from '@portal/contracts';
import { Controller, type UseFormReturn, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { TeachingInfoValues } from '../lib/resume-values';
import {
  CERTIFICATE_ANSWERS,
  HELD_CERTIFICATE_TYPES,
  certificateListFor,
  type CertificateAnswer,
} from '../lib/teaching-certificate';
import { RadioField } from './form-fields';
import { FormUploadField } from './FormUploadField';

interface EslCertificateFieldsProps {
  form: UseFormReturn<TeachingInfoValues, unknown, TeachingInfoStep>;
  fileNames: Record<string, string>;
  onFileName: (field: string, name: string) => void;
}

/**
 * "Do you hold an ESL certificate?" (decision 009): Yes asks which types and offers the
 * certificate and its verification uploads; NO, Currently pursuing and the TESOL program each
 * stand alone in `teachingCertificate`, the one field sent.
 */
export function EslCertificateFields({ form, fileNames, onFileName }: EslCertificateFieldsProps) {
  const { t } = useTranslation('application');
  const answer = useWatch({ control: form.control, name: 'certificateHeld' });
  const held = answer === 'YES';

  const answerChanged = (value: string) => {
    const list = certificateListFor(
      value as CertificateAnswer,
      form.getValues('teachingCertificate'),
    );
    form.setValue('teachingCertificate', list, { shouldValidate: form.formState.isSubmitted });
  };

  return (
    <Stack gap="md">
      <Controller
        control={form.control}
        name="teachingCertificate"
        render={({ field, fieldState }) => (
          <>
            {/* Until "Yes" asks for types, the question shows the list's message and focus. */}
            <RadioField
              control={form.control}
              name="certificateHeld"
              label={t('application.fields.teachingCertificate')}
              required
              options={CERTIFICATE_ANSWERS}
              onValueChange={answerChanged}
              linked={held ? undefined : { ref: field.ref, error: fieldState.error?.message }}
            />
            {held && (
              <Checkbox.Group
                label={t('application.form.certificateTypes')}
                required
                value={field.value}
                onChange={field.onChange}
                error={fieldState.error?.message}
              >
                <Group gap="md" mt={6}>
                  {HELD_CERTIFICATE_TYPES.map((type, index) => (
                    <Checkbox
                      key={type.value}
                      ref={index === 0 ? field.ref : undefined}
                      value={type.value}
                      label={type.label}
                    />
                  ))}
                </Group>
              </Checkbox.Group>
            )}
          </>
        )}
      />
      {held && (
        <>
          <FormUploadField
            control={form.control}
            name="fileCertificateUrl"
            label={t('application.fields.fileCertificateUrl')}
            purpose="TEACHER_CERTIFICATE"
            hint={t('application.form.certificateHint')}
            fileName={fileNames.fileCertificateUrl ?? ''}
            onUploaded={(result) => onFileName('fileCertificateUrl', result.fileName)}
          />
          <FormUploadField
            control={form.control}
            name="proofCertificateUrl"
            label={t('application.fields.proofCertificateUrl')}
            purpose="PROOF_CERTIFICATE"
            hint={t('application.form.proofHint')}
            fileName={fileNames.proofCertificateUrl ?? ''}
            onUploaded={(result) => onFileName('proofCertificateUrl', result.fileName)}
          />
        </>
      )}
    </Stack>
  );
}
