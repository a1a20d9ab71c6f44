import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Container, Paper, Stack, Title } from '@mantine/core';
import { resetPasswordRequest } from '@portal/contracts';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import type { z } from 'zod';
import { FormAlert } from '../../../components/FormAlert';
import { NewPasswordFields } from '../../../components/NewPasswordFields';
import { isApiError } from '../../../lib/api-error';
import { oneTimeLinkParams } from '../../../lib/one-time-link';
import { useFormAlert } from '../../../lib/use-form-alert';
import { useSubmitCooldown } from '../../../lib/use-submit-cooldown';
import { useResetPassword } from '../api/reset-password';
import { resetFailureMessage } from '../lib/reset-failure';
import { LinkExpired } from './LinkExpired';
import { PasswordResetModal } from './PasswordResetModal';

type Values = z.input<typeof resetPasswordRequest>;

/**
 * /reset?userId=..&code=.. (spec sections 2 and 5): a new password, typed twice. The link's
 * parameters ride along as form values, so the contract's whole request schema (6-18
 * characters, "*Incorrect format!", "*Passwords do not match!", trimmed) checks the form.
 */
export function ResetPasswordPage() {
  const { t } = useTranslation('accounts');
  const { search } = useLocation();
  const link = oneTimeLinkParams(search, 'userId');
  const [expired, setExpired] = useState(false);
  return (
    <Container size="xs" py="xl">
      <title>{t('pageTitle.reset')}</title>
      {link && !expired ? (
        <ResetPasswordForm userId={link.id} code={link.code} onExpired={() => setExpired(true)} />
      ) : (
        <LinkExpired />
      )}
    </Container>
  );
}

interface ResetPasswordFormProps {
  userId: number;
  code: string;
  onExpired: () => void;
}

function ResetPasswordForm({ userId, code, onExpired }: ResetPasswordFormProps) {
  const { t } = useTranslation('accounts');
  const titleId = useId();
  const cooldown = useSubmitCooldown();
  const resetting = useResetPassword();
  const form = useForm<Values, unknown, z.output<typeof resetPasswordRequest>>({
    resolver: zodResolver(resetPasswordRequest),
    defaultValues: { newPassword: '', repeatPassword: '', userId, verifyCode: code },
  });
  const alert = useFormAlert(form);
  const { isSubmitting } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    try {
      await resetting.mutateAsync(values);
    } catch (error) {
      // A spent link: the page that replaces the form says so with the same message.
      if (isApiError(error) && error.code === 'BIZ_TEACHER_VERIFICATION_CODE') {
        onExpired();
        return;
      }
      alert.show(resetFailureMessage(error));
      cooldown.block();
    }
  });

  return (
    <Paper withBorder shadow="sm" p="lg" component="section" aria-labelledby={titleId}>
      <Title order={1} id={titleId} mb="md">
        {t('reset.title')}
      </Title>
      <form onSubmit={submit} noValidate aria-labelledby={titleId}>
        <Stack gap="sm">
          <NewPasswordFields
            control={form.control}
            newPasswordLabel={t('reset.newPassword')}
            repeatPasswordLabel={t('reset.repeatPassword')}
          />
          <FormAlert message={alert.message} />
          <Button
            type="submit"
            fullWidth
            loading={isSubmitting}
            disabled={cooldown.blocked || resetting.isSuccess}
          >
            {t('reset.submit')}
          </Button>
        </Stack>
      </form>
      <PasswordResetModal opened={resetting.isSuccess} />
    </Paper>
  );
}
