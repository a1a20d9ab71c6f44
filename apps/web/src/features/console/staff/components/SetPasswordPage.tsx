import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Paper, Stack, Text, Title } from '@mantine/core';
import { OPS_ROUTES, messageFor, staffSetPasswordRequest } from '@portal/contracts';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import type { z } from 'zod';
import { NewPasswordFields } from '../../../../components/NewPasswordFields';
import { isApiError } from '../../../../lib/api-error';
import { oneTimeLinkParams } from '../../../../lib/one-time-link';
import { useFormFailure } from '../../../../lib/use-form-failure';
import { useSetStaffPassword } from '../api/set-staff-password';
import classes from '../../common/components/ConsolePage.module.css';
import { FormAlert } from '../../../../components/FormAlert';

type Values = z.input<typeof staffSetPasswordRequest>;
const FIELDS = ['newPassword', 'repeatPassword'] as const;

/** /ops/set-password?staffId=..&code=..: the invitation link's page. */
export function SetPasswordPage() {
  const { t } = useTranslation('console');
  const { search } = useLocation();
  const link = oneTimeLinkParams(search, 'staffId');
  const [state, setState] = useState<'form' | 'done' | 'expired'>('form');
  return (
    <Paper withBorder shadow="sm" p="lg" className={classes.narrow}>
      <title>{t('pageTitle.opsSetPassword')}</title>
      {state === 'done' ? (
        <Stack align="flex-start">
          <Title order={1}>{t('console.setPassword.doneTitle')}</Title>
          <Text role="status">{t('console.setPassword.doneBody')}</Text>
          <Button component={Link} to={OPS_ROUTES.login}>
            {t('console.setPassword.signIn')}
          </Button>
        </Stack>
      ) : link && state === 'form' ? (
        <SetPasswordForm
          staffId={link.id}
          code={link.code}
          onDone={() => setState('done')}
          onExpired={() => setState('expired')}
        />
      ) : (
        <Stack align="flex-start">
          <Title order={1}>{t('console.setPassword.title')}</Title>
          <Alert color="yellow" role="alert" w="100%">
            {messageFor('BIZ_TEACHER_VERIFICATION_CODE')} {t('console.setPassword.expired')}
          </Alert>
        </Stack>
      )}
    </Paper>
  );
}

interface SetPasswordFormProps {
  staffId: number;
  code: string;
  onDone: () => void;
  onExpired: () => void;
}

function SetPasswordForm({ staffId, code, onDone, onExpired }: SetPasswordFormProps) {
  const { t } = useTranslation('console');
  const titleId = useId();
  const saving = useSetStaffPassword();
  // The link's id and code ride along, so the contract's whole request schema checks the form.
  const form = useForm<Values, unknown, z.output<typeof staffSetPasswordRequest>>({
    resolver: zodResolver(staffSetPasswordRequest),
    defaultValues: { staffId, code, newPassword: '', repeatPassword: '' },
  });
  const failure = useFormFailure(form, FIELDS);
  const { isSubmitting } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    try {
      await saving.mutateAsync(values);
      onDone();
    } catch (error) {
      if (isApiError(error) && error.code === 'BIZ_TEACHER_VERIFICATION_CODE') onExpired();
      else failure.fail(error);
    }
  });

  return (
    <>
      <Title order={1} id={titleId} mb="xs">
        {t('console.setPassword.title')}
      </Title>
      <Text size="sm" mb="md">
        {t('console.setPassword.intro')}
      </Text>
      <form onSubmit={submit} noValidate aria-labelledby={titleId}>
        <Stack gap="sm">
          <NewPasswordFields
            control={form.control}
            newPasswordLabel={t('console.setPassword.newPassword')}
            repeatPasswordLabel={t('console.setPassword.repeatPassword')}
          />
          <FormAlert message={failure.message} />
          <Button type="submit" fullWidth loading={isSubmitting} disabled={failure.blocked}>
            {t('console.setPassword.submit')}
          </Button>
        </Stack>
      </form>
    </>
  );
}
