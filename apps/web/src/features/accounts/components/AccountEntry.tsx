import { Center, Loader, Paper } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation } from 'react-router';
import { useSession } from '../api/check-login';
import { landingTarget, type IsBuilt } from '../lib/callback-target';
import { AccountForms } from './AccountForms';
import { WelcomePanel } from './WelcomePanel';
import classes from './AccountForms.module.css';

interface AccountEntryProps {
  /** The app's route registry: only built screens are redirect targets. */
  isBuilt: IsBuilt;
  privacyHref?: string;
}

/**
 * The account corner of the landing page (spec section 2): the login check on entry; a
 * signed-in user goes to their callback when that screen exists, else sees the welcome
 * panel; a visitor (or a failed check) gets the login form.
 */
export function AccountEntry({ isBuilt, privacyHref }: AccountEntryProps) {
  const { t } = useTranslation('accounts');
  const { pathname } = useLocation();
  const session = useSession();

  if (session.isPending) {
    return (
      <Paper withBorder p="lg" className={classes.card}>
        <Center mih={160} role="status">
          <Loader aria-label={t('accounts.checking')} />
        </Center>
      </Paper>
    );
  }
  const signedIn = session.isError ? null : session.data;
  if (signedIn) {
    const target = landingTarget(signedIn.callback, pathname, isBuilt);
    if (target) return <Navigate to={target} replace />;
    return <WelcomePanel email={signedIn.email} />;
  }
  return <AccountForms privacyHref={privacyHref} />;
}
