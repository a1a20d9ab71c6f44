import { Anchor, Button, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { useSession } from '../../features/accounts/api/check-login';
import { useSignOutAndLeave } from '../../features/accounts/hooks/use-sign-out-and-leave';
import { modeToggle } from '../../features/accounts/lib/account-mode';
import { isBuilt } from '../route-registry';
import classes from './MainLayout.module.css';

/**
 * The header's account corner (spec section 2): the Sign In / Sign Up toggle for visitors;
 * Referral Center (once its screen exists) and Sign Out for a signed-in user.
 */
export function SessionActions() {
  const { t } = useTranslation();
  const { pathname, search } = useLocation();
  const session = useSession();
  const signOut = useSignOutAndLeave();

  if (session.isPending) return null;
  if (session.data) {
    return (
      <Group gap="xs" wrap="nowrap" aria-label={t('session.label')} role="group">
        {isBuilt('/referral/list') && (
          <Anchor component={Link} to="/referral/list" className={classes.navLink}>
            {t('session.referralCenter')}
          </Anchor>
        )}
        <Button size="xs" variant="default" onClick={signOut.run} loading={signOut.pending}>
          {t('session.signOut')}
        </Button>
      </Group>
    );
  }
  const toggle = modeToggle(pathname, search);
  return (
    <Button component={Link} to={toggle.to} size="xs" variant="light">
      {t(`session.${toggle.label}`)}
    </Button>
  );
}
