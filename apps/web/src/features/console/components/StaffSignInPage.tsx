import { Button, Paper, Stack, Title } from '@mantine/core';
import { OPS_ROUTES, staffSignInRequest } from '@portal/contracts';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate } from 'react-router';
import { SignInFields } from '../../../components/SignInFields';
import { useCaptchaForm } from '../../../lib/use-captcha-form';
import { useStaffMe } from '../api/get-staff-me';
import { useStaffSignIn } from '../api/staff-sign-in';
import classes from './ConsolePage.module.css';

const schema = staffSignInRequest.pick({ email: true, password: true, captcha: true });

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
  const { form, captcha, failure, toRequest } = useCaptchaForm({
    scene: 'LOGIN',
    schema,
    answerField: 'captcha',
    defaultValues: { email: '', password: '', captcha: '' },
  });
  const signingIn = useStaffSignIn();
  const { isSubmitting } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    try {
      await signingIn.mutateAsync(toRequest(values));
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
          <SignInFields control={form.control} captcha={captcha} />
          <Button type="submit" fullWidth loading={isSubmitting} disabled={failure.blocked}>
            {t('console.login.submit')}
          </Button>
        </Stack>
      </form>
    </Paper>
  );
}
