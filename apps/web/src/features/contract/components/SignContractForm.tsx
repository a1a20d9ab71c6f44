import { Button, Checkbox, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { contractSignatureRequest } from '@portal/contracts';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { schemaResolver } from '../../application/public';
import { useFormFailure } from '../../../lib/use-form-failure';
import { useSignContract } from '../api/contract';
import { FormAlert } from '../../../components/FormAlert';

/** The form's own part of the signature: the server's rule for these two fields. */
const signatureFields = contractSignatureRequest.pick({ legalName: true, agree: true });
interface Values {
  legalName: string;
  agree: boolean;
}
const resolver = schemaResolver<Values, typeof signatureFields>(signatureFields);
const FIELDS = ['legalName', 'agree'] as const;

/**
 * The signature: the applicant's legal name, typed, and "I agree", ticked. Both are required
 * by the shared schema; the server records them with the time and address on the PDF.
 */
export function SignContractForm({ contractId }: { contractId: number }) {
  const { t } = useTranslation('contract');
  const signing = useSignContract();
  const form = useForm<Values, unknown, { legalName: string; agree: true }>({
    resolver,
    defaultValues: { legalName: '', agree: false },
  });
  const failure = useFormFailure(form, FIELDS);
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    try {
      await signing.mutateAsync({ contractId, legalName: values.legalName });
    } catch (error) {
      failure.fail(error);
    }
  });

  return (
    <form onSubmit={submit} noValidate aria-labelledby="sign-title">
      <Stack gap="sm">
        <Title order={3} size="h4" id="sign-title">
          {t('applicant.sign.heading')}
        </Title>
        <TextInput
          label={t('applicant.sign.legalName')}
          description={t('applicant.sign.legalNameHint')}
          autoComplete="name"
          maxLength={100}
          withAsterisk
          {...form.register('legalName')}
          error={errors.legalName?.message}
        />
        <Checkbox
          label={t('applicant.sign.agree')}
          {...form.register('agree')}
          error={errors.agree?.message}
          aria-required
        />
        <Text size="sm" c="dimmed">
          {t('applicant.sign.record')}
        </Text>
        <FormAlert message={failure.message} />
        <Group>
          <Button type="submit" loading={isSubmitting} disabled={failure.blocked}>
            {t('applicant.sign.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
