import { Button, Stack, Text, Title } from '@mantine/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useSignOutAndLeave } from '../hooks/use-sign-out-and-leave';
import { AccountCard } from './AccountCard';
import classes from './AccountForms.module.css';

/**
 * The landing page of a signed-in user whose next screen is not built yet: who they are and a
 * way out, instead of a sign-up form they no longer need (and instead of a redirect loop).
 */
export function WelcomePanel({ email }: { email: string }) {
  const { t } = useTranslation('accounts');
  const titleId = useId();
  const signOut = useSignOutAndLeave();
  return (
    <AccountCard titleId={titleId}>
      <Stack gap="sm" align="flex-start">
        <Title order={2} id={titleId}>
          {t('accounts.welcome.title')}
        </Title>
        <Text className={classes.email}>{t('accounts.welcome.signedInAs', { email })}</Text>
        <Text size="sm">{t('accounts.welcome.next')}</Text>
        <Button variant="default" onClick={signOut.run} loading={signOut.pending}>
          {t('session.signOut')}
        </Button>
      </Stack>
    </AccountCard>
  );
}
