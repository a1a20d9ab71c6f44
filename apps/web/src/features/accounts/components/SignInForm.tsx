import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Anchor, Button, Group, Stack } from '@mantine/core';
import { signInRequest } from '@portal/contracts';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { z } from 'zod';
import { CaptchaField } from '../../../components/CaptchaField';
import { EmailField } from '../../../components/EmailField';
import { PasswordField } from '../../../components/PasswordField';
import { captchaParts, requiredCaptchaCode } from '../../../lib/captcha';
import { useCaptcha } from '../../../lib/use-captcha';
import { useFormFailure } from '../../../lib/use-form-failure';
import { useSignIn } from '../api/sign-in';
import { useAfterSignIn } from '../hooks/use-after-sign-in';

const schema = signInRequest.pick({ email: true, password: true, captcha: true });
const schemaWithCaptcha = schema.extend({ captcha: requiredCaptchaCode });
type Values = z.input<typeof schema>;
const FIELDS = ['email', 'password', 'captcha'] as const;

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
  const { t } = useTranslation();
  const captcha = useCaptcha('LOGIN');
  const resolver = useMemo(
    () => zodResolver(captcha.shown ? schemaWithCaptcha : schema),
    [captcha.shown],
  );
  const form = useForm<Values, unknown, z.output<typeof schema>>({
    resolver,
    defaultValues: { email: defaultEmail, password: '', captcha: '' },
  });
  const failure = useFormFailure(form, FIELDS, { control: captcha, field: 'captcha' });
  const signingIn = useSignIn();
  const afterSignIn = useAfterSignIn();
  const { isSubmitting } = form.formState;

  const submit = form.handleSubmit(async ({ captcha: answer, ...values }) => {
    try {
      await signingIn.mutateAsync({ ...values, ...captchaParts('token', captcha.ticket, answer) });
      afterSignIn();
    } catch (error) {
      failure.fail(error);
    }
  });

  const done = signingIn.isSuccess;
  return (
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
        {captcha.shown && <CaptchaField captcha={captcha} control={form.control} name="captcha" />}
        <Group justify="flex-end">
          <Anchor
            component={Link}
            to={forgotHref}
            size="sm"
            onClick={() => onLeave(String(form.getValues('email') ?? ''))}
          >
            {t('accounts.forgotPassword')}
          </Anchor>
        </Group>
        {done && (
          <Alert color="green" role="status">
            {t('accounts.success.login')}
          </Alert>
        )}
        <Button type="submit" fullWidth loading={isSubmitting} disabled={failure.blocked || done}>
          {t('accounts.modes.login.submit')}
        </Button>
      </Stack>
    </form>
  );
}
