import { Alert, Button, Stack } from '@mantine/core';
import { signInRequest } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import { SignInFields } from '../../../components/SignInFields';
import { useCaptchaForm } from '../../../lib/use-captcha-form';
import { useSignIn } from '../api/sign-in';
import { useAfterSignIn } from '../hooks/use-after-sign-in';
import { ModeLink } from './ModeLink';
import { FormAlert } from '../../../components/FormAlert';

const schema = signInRequest.pick({ email: true, password: true, captcha: true });

interface SignInFormProps {
  titleId: string;
  defaultEmail: string;
  /** The reset mode's address on /home, carrying the link's parameters. */
  forgotHref: string;
  /** Keeps the typed address for the next mode. */
  onLeave: (email: string) => void;
}

/** Login mode: "Sign In" and a "Forgot your password" link (spec section 2). */
export function SignInForm({ titleId, defaultEmail, forgotHref, onLeave }: SignInFormProps) {
  const { t } = useTranslation('accounts');
  const { form, captcha, failure, toRequest } = useCaptchaForm({
    scene: 'LOGIN',
    schema,
    answerField: 'captcha',
    defaultValues: { email: defaultEmail, password: '', captcha: '' },
  });
  const signingIn = useSignIn();
  const afterSignIn = useAfterSignIn();
  const { isSubmitting } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    try {
      await signingIn.mutateAsync(await toRequest(values));
      afterSignIn();
    } catch (error) {
      failure.fail(error);
    }
  });

  const done = signingIn.isSuccess;
  return (
    <form onSubmit={submit} noValidate aria-labelledby={titleId}>
      <Stack gap="sm">
        <SignInFields control={form.control} captcha={captcha} />
        <ModeLink to={forgotHref} onFollow={() => onLeave(String(form.getValues('email') ?? ''))}>
          {t('accounts.forgotPassword')}
        </ModeLink>
        {done && (
          <Alert color="green" role="status">
            {t('accounts.success.login')}
          </Alert>
        )}
        <FormAlert message={failure.message} />
        <Button type="submit" fullWidth loading={isSubmitting} disabled={failure.blocked || done}>
          {t('accounts.modes.login.submit')}
        </Button>
      </Stack>
    </form>
  );
}
