import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { navEntryFor, TEACHER_NAV } from '../lib/teacher-nav';
import classes from './TeacherLayout.module.css';

/** The teacher menu: one list for the side column (wide) and the drawer (phone). */
export function TeacherNav({ onNavigate }: { onNavigate?: () => void }) {
  const { t } = useTranslation('teacher');
  const { pathname } = useLocation();
  const current = navEntryFor(pathname)?.key;
  return (
    <nav aria-label={t('layout.nav.label')}>
      <ul className={classes.navList}>
        {TEACHER_NAV.map((entry) => (
          <li key={entry.key}>
            <Link
              to={entry.route}
              className={entry.child ? `${classes.navLink} ${classes.child}` : classes.navLink}
              aria-current={entry.key === current ? 'page' : undefined}
              onClick={onNavigate}
            >
              {t(`layout.nav.${entry.key}`)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
