import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Paper, Stack, Title } from '@mantine/core';
import { OPS_ROUTES, staffSignInRequest } from '@portal/contracts';
import { useId, useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate } from 'react-router';
import type { z } from 'zod';
import { CaptchaField } from '../../../components/CaptchaField';
import { EmailField } from '../../../components/EmailField';
import { PasswordField } from '../../../components/PasswordField';
import { captchaParts, requiredCaptchaCode } from '../../../lib/captcha';
import { useCaptcha } from '../../../lib/use-captcha';
import { useFormFailure } from '../../../lib/use-form-failure';
import { useStaffMe } from '../api/get-staff-me';
import { useStaffSignIn } from '../api/staff-sign-in';
import classes from './ConsolePage.module.css';

const schema = staffSignInRequest.pick({ email: true, password: true, captcha: true });
const schemaWithCaptcha = schema.extend({ captcha: requiredCaptchaCode });
type Values = z.input<typeof schema>;
const FIELDS = ['email', 'password', 'captcha'] as const;

/** /ops/login: staff sign-in, with the same captcha rules as the teachers' form. */
export function StaffSignInPage() {
  const { t } = useTranslation();
  const me = useStaffMe();
  if (me.data) return <Navigate to={OPS_ROUTES.home} replace />;
  return (
    <>
      <title>{t('pageTitle.opsLogin')}</title>
      <StaffSignInForm />
    </>
  );
}

function StaffSignInForm() {
  const { t } = useTranslation();
  const titleId = useId();
  const navigate = useNavigate();
  const captcha = useCaptcha('LOGIN');
  const resolver = useMemo(
    () => zodResolver(captcha.shown ? schemaWithCaptcha : schema),
    [captcha.shown],
  );
  const form = useForm<Values, unknown, z.output<typeof schema>>({
    resolver,
    defaultValues: { email: '', password: '', captcha: '' },
  });
  const failure = useFormFailure(form, FIELDS, { control: captcha, field: 'captcha' });
  const signingIn = useStaffSignIn();
  const { isSubmitting } = form.formState;

  const submit = form.handleSubmit(async ({ captcha: answer, ...values }) => {
    try {
      await signingIn.mutateAsync({ ...values, ...captchaParts('token', captcha.ticket, answer) });
      await navigate(OPS_ROUTES.home, { replace: true });
    } catch (error) {
      failure.fail(error);
    }
  });

  return (
    <Paper withBorder shadow="sm" p="lg" className={classes.narrow}>
      <Title order={1} id={titleId} mb="md">
        {t('console.login.title')}
      </Title>
      <form onSubmit={submit} noValidate aria-labelledby={titleId}>
        <Stack gap="sm">
          <EmailField
            control={form.control}
            name="email"
            label={t('accounts.fields.email')}
            autoComplete="username"
            required
          />
          <PasswordField
            label={t('accounts.fields.password')}
            control={form.control}
            name="password"
            autoComplete="current-password"
            required
          />
          {captcha.shown && (
            <CaptchaField captcha={captcha} control={form.control} name="captcha" />
          )}
          <Button type="submit" fullWidth loading={isSubmitting} disabled={failure.blocked}>
            {t('console.login.submit')}
          </Button>
        </Stack>
      </form>
    </Paper>
  );
}
