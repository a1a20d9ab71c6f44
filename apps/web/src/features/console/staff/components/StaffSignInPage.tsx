import { Button, Paper, Stack, Title } from '@mantine/core';
import { OPS_ROUTES, secondFactorCode, staffSignInRequest } from '@portal/contracts';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate } from 'react-router';
import { SignInFields } from '../../../../components/SignInFields';
import { useCaptchaForm } from '../../../../lib/use-captcha-form';
import { useStaffMe } from '../../shell/api/get-staff-me';
import { useStaffSignIn } from '../api/staff-sign-in';
import { isApiError } from '../../../../lib/api-error';
import { TwoFactorCodeField } from './TwoFactorCodeField';
import classes from '../../common/components/ConsolePage.module.css';
import { FormAlert } from '../../../../components/FormAlert';

const schema = staffSignInRequest.pick({ email: true, password: true, captcha: true, otp: true });
/** Once the server asked for the second factor, its code is required (decision 029). */
const withCode = schema.extend({ otp: secondFactorCode });

/** /ops/login: staff sign-in, with the same captcha rules as the teachers' form. */
export function StaffSignInPage() {
  const { t } = useTranslation('console');
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
  const { t } = useTranslation('console');
  const titleId = useId();
  const navigate = useNavigate();
  const [codeAsked, setCodeAsked] = useState(false);
  const { form, captcha, failure, toRequest } = useCaptchaForm({
    scene: 'LOGIN',
    schema: codeAsked ? withCode : schema,
    answerField: 'captcha',
    defaultValues: { email: '', password: '', captcha: '', otp: '' },
  });
  const signingIn = useStaffSignIn();
  const { isSubmitting } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    try {
      await signingIn.mutateAsync(await toRequest(values));
      await navigate(OPS_ROUTES.home, { replace: true });
    } catch (error) {
      const code = isApiError(error) ? error.code : '';
      if (code === 'BIZ_STAFF_TWO_FACTOR_REQUIRED' || code === 'BIZ_STAFF_TWO_FACTOR_ERROR') {
        // The captcha's ticket was spent on this call: a shown captcha needs a new picture.
        if (captcha.shown) {
          form.resetField('captcha');
          captcha.load();
        }
        if (code === 'BIZ_STAFF_TWO_FACTOR_REQUIRED') setCodeAsked(true);
        else {
          form.resetField('otp');
          form.setError(
            'otp',
            { message: isApiError(error) ? error.message : '' },
            { shouldFocus: true },
          );
        }
        return;
      }
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
          {codeAsked && (
            <TwoFactorCodeField
              control={form.control}
              name="otp"
              label={t('console.login.code')}
              description={t('console.login.codeHelp')}
              recoveryAllowed
              autoFocus
            />
          )}
          <FormAlert message={failure.message} />
          <Button type="submit" fullWidth loading={isSubmitting} disabled={failure.blocked}>
            {t('console.login.submit')}
          </Button>
        </Stack>
      </form>
    </Paper>
  );
}
