import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import ui from '../../components/SiteUi.module.css';
import type { MenuLink } from './menu';
import classes from './MainLayout.module.css';

interface SiteNavProps {
  links: readonly MenuLink[];
  vertical?: boolean;
  onNavigate?: () => void;
}

/** The top menu's links; the same list serves the bar (wide) and the drawer (narrow). */
export function SiteNav({ links, vertical = false, onNavigate }: SiteNavProps) {
  const { t } = useTranslation();
  return (
    <nav aria-label={t('nav.label')}>
      <ul className={vertical ? classes.navColumn : classes.navRow}>
        {links.map((link) => (
          <li key={link.label}>
            {link.kind === 'route' && (
              <NavLink to={link.to} className={classes.navLink} onClick={onNavigate} end>
                {t(link.label)}
              </NavLink>
            )}
            {link.kind === 'external' && (
              <a
                href={link.href}
                target="_blank"
                rel="noopener noreferrer"
                className={classes.navLink}
              >
                {t(link.label)}
                <span className={ui.visuallyHidden}> {t('nav.newWindow')}</span>
              </a>
            )}
            {/* A placeholder link (no href): the entry's place, until its address is known. */}
            {link.kind === 'pending' && <a className={classes.navLink}>{t(link.label)}</a>}
          </li>
        ))}
      </ul>
    </nav>
  );
}
