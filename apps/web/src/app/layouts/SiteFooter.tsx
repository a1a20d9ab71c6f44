import type { AppRoute } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import ui from '../../components/SiteUi.module.css';
import { AffiliatesLogo } from '../../features/public/components/AffiliatesLogo';
import { SocialIcon } from '../../features/public/components/SocialIcon';
import { socialLinks } from '../../features/public/lib/social';
import { useSiteConfig } from '../../features/site/api/get-site-config';
import { isBuilt } from '../route-registry';
import classes from './SiteFooter.module.css';
import { withCarriedParams } from './menu';

/** The footer's own links to the public pages (shown once their screens exist). */
const FOOTER_LINKS = [
  { route: '/learn', label: 'siteShell.footer.learnMore' },
  { route: '/refcenter', label: 'siteShell.footer.passiveIncome' },
  { route: '/download', label: 'siteShell.footer.download' },
  { route: '/privacy', label: 'siteShell.footer.privacy' },
] as const satisfies readonly { route: AppRoute; label: string }[];

/** Site links, the social networks (new window), the affiliates' emblem and the copyright. */
export function SiteFooter() {
  const { t } = useTranslation();
  const { search } = useLocation();
  const { data: config } = useSiteConfig();
  const social = socialLinks(config);
  const links = FOOTER_LINKS.filter((link) => isBuilt(link.route));

  return (
    <footer className={classes.footer}>
      <div className={`${ui.container} ${classes.grid}`}>
        <div>
          <p className={classes.brand}>{t('brand.name')}</p>
          <p className={classes.tagline}>{t('siteShell.footer.tagline')}</p>
        </div>
        {links.length > 0 && (
          <nav aria-label={t('siteShell.footer.linksLabel')}>
            <ul className={classes.list}>
              {links.map((link) => (
                <li key={link.route}>
                  <Link to={withCarriedParams(link.route, search)} className={classes.link}>
                    {t(link.label)}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        )}
        <div>
          <h2 className={classes.heading} id="footer-social">
            {t('siteShell.footer.follow')}
          </h2>
          <ul className={classes.social} aria-labelledby="footer-social">
            {social.map(({ network, href }) => (
              <li key={network}>
                <a
                  href={href}
                  target="_blank"
                  rel="noopener noreferrer"
                  className={classes.socialLink}
                  aria-label={t('siteShell.social.link', {
                    network: t(`siteShell.social.${network}`),
                  })}
                >
                  <SocialIcon network={network} />
                </a>
              </li>
            ))}
          </ul>
        </div>
      </div>
      <div className={`${ui.container} ${classes.bottom}`}>
        <AffiliatesLogo label={t('siteShell.footer.affiliates')} />
        <p className={classes.copyright}>{t('layout.copyright', { brand: t('brand.name') })}</p>
      </div>
    </footer>
  );
}
