import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import ui from '../../components/SiteUi.module.css';
import { useSession } from '../../features/accounts/api/check-login';
import { useSignOutAndLeave } from '../../features/accounts/hooks/use-sign-out-and-leave';
import { modeToggle } from '../../features/accounts/lib/account-mode';
import { isBuilt } from '../route-registry';
import classes from './MainLayout.module.css';

/**
 * The header's account corner (spec section 2): the Sign In / Sign Up toggle for visitors
 * (also while the login check runs, so the header does not shift for most visitors);
 * Referral Center (once its screen exists) and Sign Out for a signed-in user.
 */
export function SessionActions() {
  const { t } = useTranslation();
  const { pathname, search } = useLocation();
  const session = useSession();
  const signOut = useSignOutAndLeave();

  if (session.data) {
    return (
      <div className={classes.headerEnd} aria-label={t('session.label')} role="group">
        {isBuilt('/referral/list') && (
          <Link to="/referral/list" className={classes.navLink}>
            {t('session.referralCenter')}
          </Link>
        )}
        <button
          type="button"
          className={`${ui.buttonDefault} ${ui.small}`}
          onClick={signOut.run}
          disabled={signOut.pending}
          aria-busy={signOut.pending}
        >
          {t('session.signOut')}
        </button>
      </div>
    );
  }
  const toggle = modeToggle(pathname, search);
  return (
    <Link to={toggle.to} className={`${ui.buttonLight} ${ui.small}`}>
      {t(`session.${toggle.label}`)}
    </Link>
  );
}
