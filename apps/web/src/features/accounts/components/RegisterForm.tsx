import { Alert, Anchor, Button, Stack, Text, TextInput } from '@mantine/core';
import { FIELD_MESSAGES, registerRequest } from '@portal/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Controller } from 'react-hook-form';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CaptchaField } from '../../../components/CaptchaField';
import { EmailField } from '../../../components/EmailField';
import { PasswordField } from '../../../components/PasswordField';
import { isApiError } from '../../../lib/api-error';
import { useCaptchaForm } from '../../../lib/use-captcha-form';
import { referralCodeQuery } from '../api/check-referral-code';
import { useRegister } from '../api/register';
import { useAfterSignIn } from '../hooks/use-after-sign-in';
import type { LinkReferral } from '../hooks/use-link-referral';
import { digitsOnly, registrationExtras } from '../lib/link-params';
import { EmailUsedModal } from './EmailUsedModal';
import { FormAlert } from '../../../components/FormAlert';

// One rule for client and server: the contract's register schema, for the fields shown here.
const schema = registerRequest.pick({
  email: true,
  password: true,
  captcha: true,
  referralCode: true,
});

interface RegisterFormProps {
  /** The id of the heading that names the form. */
  titleId: string;
  defaultEmail: string;
  link: LinkReferral;
  search: string;
  /** Where the sign-up text links to for the privacy policy; plain text until it exists. */
  privacyHref?: string;
  onLogIn: (email: string) => void;
}

/** Register mode: "Become a Hero" (spec sections 2, 4 and 5). */
export function RegisterForm({
  titleId,
  defaultEmail,
  link,
  search,
  privacyHref,
  onLogIn,
}: RegisterFormProps) {
  const { t } = useTranslation('accounts');
  const queryClient = useQueryClient();
  const { form, captcha, failure, toRequest } = useCaptchaForm({
    scene: 'REGISTER',
    schema,
    answerField: 'captcha',
    defaultValues: {
      email: defaultEmail,
      password: '',
      captcha: '',
      referralCode: link.code ?? '',
    },
  });
  const registering = useRegister();
  const afterSignIn = useAfterSignIn();
  const [usedEmail, setUsedEmail] = useState<string | null>(null);
  const { errors, isSubmitting } = form.formState;
  // Locked while the link's code may be valid; the parent remounts the form if it is not.
  const fromLink = link.status === 'valid' || link.status === 'checking';

  const submit = form.handleSubmit(async (values) => {
    try {
      if (values.referralCode) {
        const exists = await queryClient.fetchQuery(referralCodeQuery(values.referralCode));
        if (!exists) {
          form.setError(
            'referralCode',
            { message: FIELD_MESSAGES.referralNotFound },
            { shouldFocus: true },
          );
          return;
        }
      }
      await registering.mutateAsync({
        ...(await toRequest(values)),
        ...registrationExtras(search),
      });
      afterSignIn();
    } catch (error) {
      if (isApiError(error) && error.code === 'BIZ_TEACHER_EMAIL_HAS_BEEN_USED') {
        setUsedEmail(values.email);
        return;
      }
      failure.fail(error);
    }
  });

  const done = registering.isSuccess;
  return (
    <>
      <form onSubmit={submit} noValidate aria-labelledby={titleId}>
        <Stack gap="sm">
          <EmailField
            control={form.control}
            name="email"
            label={t('accounts.fields.email')}
            required
          />
          <PasswordField
            label={t('accounts.fields.password')}
            description={t('accounts.fields.passwordHint')}
            control={form.control}
            name="password"
            autoComplete="new-password"
            required
          />
          <Controller
            name="referralCode"
            control={form.control}
            render={({ field }) => (
              <TextInput
                label={t('accounts.fields.referralCode')}
                description={fromLink ? t('accounts.fields.referralFromLink') : undefined}
                value={String(field.value ?? '')}
                onChange={(event) => field.onChange(digitsOnly(event.currentTarget.value))}
                onBlur={field.onBlur}
                name={field.name}
                ref={field.ref}
                readOnly={fromLink}
                inputMode="numeric"
                autoComplete="off"
                maxLength={20}
                error={errors.referralCode?.message}
              />
            )}
          />
          {captcha.shown && (
            <CaptchaField captcha={captcha} control={form.control} name="captcha" />
          )}
          <Text size="sm">
            <Trans
              ns="accounts"
              i18nKey="accounts.privacy"
              components={{
                policy: privacyHref ? <Anchor component={Link} to={privacyHref} /> : <span />,
              }}
            />
          </Text>
          {done && (
            <Alert color="green" role="status">
              {t('accounts.success.register')}
            </Alert>
          )}
          <FormAlert message={failure.message} />
          <Button type="submit" fullWidth loading={isSubmitting} disabled={failure.blocked || done}>
            {t('accounts.modes.register.submit')}
          </Button>
        </Stack>
      </form>
      <EmailUsedModal
        opened={usedEmail !== null}
        onClose={() => setUsedEmail(null)}
        onLogIn={() => onLogIn(usedEmail ?? '')}
      />
    </>
  );
}
