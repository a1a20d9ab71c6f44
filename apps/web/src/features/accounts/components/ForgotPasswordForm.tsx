import { Button, Stack } from '@mantine/core';
import { forgotPasswordRequest } from '@portal/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CaptchaField } from '../../../components/CaptchaField';
import { EmailField } from '../../../components/EmailField';
import { useCaptchaForm } from '../../../lib/use-captcha-form';
import { useForgotPassword } from '../api/forgot-password';
import { ModeLink } from './ModeLink';
import { ResetSentModal } from './ResetSentModal';
import { FormAlert } from '../../../components/FormAlert';

const schema = forgotPasswordRequest.pick({ email: true, code: true });

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
  const { t } = useTranslation('accounts');
  const { form, captcha, failure, toRequest } = useCaptchaForm({
    scene: 'RESET',
    schema,
    answerField: 'code',
    defaultValues: { email: defaultEmail, code: '' },
  });
  const requesting = useForgotPassword();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const { isSubmitting } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    try {
      await requesting.mutateAsync(await toRequest(values));
      setSentTo(values.email);
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
          <ModeLink to={signInHref} onFollow={() => onLeave(String(form.getValues('email') ?? ''))}>
            {t('accounts.backToSignIn')}
          </ModeLink>
          <FormAlert message={failure.message} />
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
