import { zodResolver } from '@hookform/resolvers/zod';
import { Anchor, Button, Group, Stack } from '@mantine/core';
import { forgotPasswordRequest } from '@portal/contracts';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { z } from 'zod';
import { CaptchaField } from '../../../components/CaptchaField';
import { EmailField } from '../../../components/EmailField';
import { captchaParts, requiredCaptchaCode } from '../../../lib/captcha';
import { useCaptcha } from '../../../lib/use-captcha';
import { useFormFailure } from '../../../lib/use-form-failure';
import { useForgotPassword } from '../api/forgot-password';
import { ResetSentModal } from './ResetSentModal';

const schema = forgotPasswordRequest.pick({ email: true, code: true });
const schemaWithCaptcha = schema.extend({ code: requiredCaptchaCode });
type Values = z.input<typeof schema>;
const FIELDS = ['email', 'code'] as const;

interface ForgotPasswordFormProps {
  titleId: string;
  defaultEmail: string;
  /** The sign-in mode's address on /home. */
  signInHref: string;
  onLeave: (email: string) => void;
  /** After the confirmation: back to sign-in with the address filled in. */
  onDone: (email: string) => void;
}

/** Reset mode: an address, then a confirmation that the e-mail is on its way (spec section 4). */
export function ForgotPasswordForm(props: ForgotPasswordFormProps) {
  const { titleId, defaultEmail, signInHref, onLeave, onDone } = props;
  const { t } = useTranslation();
  const captcha = useCaptcha('RESET');
  const resolver = useMemo(
    () => zodResolver(captcha.shown ? schemaWithCaptcha : schema),
    [captcha.shown],
  );
  const form = useForm<Values, unknown, z.output<typeof schema>>({
    resolver,
    defaultValues: { email: defaultEmail, code: '' },
  });
  const failure = useFormFailure(form, FIELDS, { control: captcha, field: 'code' });
  const requesting = useForgotPassword();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const { isSubmitting } = form.formState;

  const submit = form.handleSubmit(async ({ email, code }) => {
    try {
      await requesting.mutateAsync({ email, ...captchaParts('ticket', captcha.ticket, code) });
      setSentTo(email);
    } catch (error) {
      failure.fail(error);
    }
  });

  return (
    <>
      <form onSubmit={submit} noValidate aria-labelledby={titleId}>
        <Stack gap="sm">
          <EmailField
            control={form.control}
            name="email"
            label={t('accounts.fields.email')}
            autoComplete="username"
            required
          />
          {captcha.shown && <CaptchaField captcha={captcha} control={form.control} name="code" />}
          <Group justify="flex-end">
            <Anchor
              component={Link}
              to={signInHref}
              size="sm"
              onClick={() => onLeave(String(form.getValues('email') ?? ''))}
            >
              {t('accounts.backToSignIn')}
            </Anchor>
          </Group>
          <Button type="submit" fullWidth loading={isSubmitting} disabled={failure.blocked}>
            {t('accounts.modes.reset.submit')}
          </Button>
        </Stack>
      </form>
      <ResetSentModal
        email={sentTo}
        onClose={() => {
          if (sentTo !== null) onDone(sentTo);
          setSentTo(null);
        }}
      />
    </>
  );
}
