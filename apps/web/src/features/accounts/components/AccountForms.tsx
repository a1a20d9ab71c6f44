import { Stack, Text, Title } from '@mantine/core';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { useLinkReferral } from '../hooks/use-link-referral';
import { modeFromSearch, searchForMode, type AccountMode } from '../lib/account-mode';
import { ForgotPasswordForm } from './ForgotPasswordForm';
import { RegisterForm } from './RegisterForm';
import { SignInForm } from './SignInForm';
import { AccountCard } from './AccountCard';

interface AccountFormsProps {
  /** Where the sign-up text links for the privacy policy; plain text while unbuilt. */
  privacyHref?: string;
}

/**
 * The login form of spec section 2 in its three modes, chosen by `?type=` (default register).
 * Each mode is its own form; the typed address follows the visitor between them.
 */
export function AccountForms({ privacyHref }: AccountFormsProps) {
  const { t } = useTranslation('accounts');
  const { search } = useLocation();
  const navigate = useNavigate();
  const titleId = useId();
  const mode = modeFromSearch(search);
  const link = useLinkReferral(search);
  const [email, setEmail] = useState('');
  const hrefFor = (next: AccountMode) => `/home${searchForMode(search, next)}`;
  const switchTo = (next: AccountMode, typed: string) => {
    setEmail(typed);
    void navigate(hrefFor(next));
  };

  return (
    <AccountCard titleId={titleId}>
      <Stack gap="xs" mb="md">
        <Title order={2} id={titleId}>
          {t(`accounts.modes.${mode}.title`)}
        </Title>
        <Text size="sm">{t(`accounts.modes.${mode}.intro`)}</Text>
      </Stack>
      {mode === 'register' && (
        <RegisterForm
          // A link's code that proved unknown is dropped: the form starts again without it.
          key={link.status === 'invalid' ? 'register-without-link-code' : 'register'}
          titleId={titleId}
          defaultEmail={email}
          link={link}
          search={search}
          privacyHref={privacyHref}
          onLogIn={(typed) => switchTo('login', typed)}
        />
      )}
      {mode === 'login' && (
        <SignInForm
          titleId={titleId}
          defaultEmail={email}
          forgotHref={hrefFor('reset')}
          onLeave={setEmail}
        />
      )}
      {mode === 'reset' && (
        <ForgotPasswordForm
          titleId={titleId}
          defaultEmail={email}
          signInHref={hrefFor('login')}
          onLeave={setEmail}
          onDone={(typed) => switchTo('login', typed)}
        />
      )}
    </AccountCard>
  );
}
