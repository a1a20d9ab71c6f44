import { Center, Paper } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSession } from '../api/check-login';
import { AccountForms } from './AccountForms';
import { WelcomePanel } from './WelcomePanel';
import classes from './AccountForms.module.css';
import { LoadingIndicator } from '../../../components/LoadingIndicator';

interface AccountEntryProps {
  privacyHref?: string;
}

/**
 * The account corner of the landing page (spec section 2): the login check on entry; a
 * signed-in user sees the welcome panel (the landing page itself sends one whose callback
 * screen exists there, HomeScreen); a visitor (or a failed check) gets the login form.
 */
export function AccountEntry({ privacyHref }: AccountEntryProps) {
  const { t } = useTranslation('accounts');
  const session = useSession();

  if (session.isPending) {
    return (
      <Paper withBorder p="lg" className={classes.card}>
        <Center mih={160} role="status">
          <LoadingIndicator label={t('accounts.checking')} />
        </Center>
      </Paper>
    );
  }
  const signedIn = session.isError ? null : session.data;
  if (signedIn) return <WelcomePanel email={signedIn.email} />;
  return <AccountForms privacyHref={privacyHref} />;
}
