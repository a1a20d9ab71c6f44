import type { SiteConfig } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import ui from '../../components/SiteUi.module.css';
import { useSiteConfig } from '../site/public';
import { PublicPage } from './components/PublicPage';
import classes from './DownloadPage.module.css';
import { browserPlatformHints, detectPlatform, type ClientPlatform } from './lib/platform';

const PLATFORMS: readonly ClientPlatform[] = ['windows', 'mac'];

interface DownloadLinkProps {
  platform: ClientPlatform;
  /** Undefined while the site config loads: a placeholder of the same size, not a link. */
  config: SiteConfig | undefined;
  className?: string;
}

function DownloadLink({ platform, config, className }: DownloadLinkProps) {
  const { t } = useTranslation('publicSite');
  return (
    <a href={config?.download[platform]} className={className}>
      {t(`siteDownload.for.${platform}`)}
    </a>
  );
}

/**
 * The teaching client's download (spec sections 2 and 6): the visitor's platform first (read
 * from the browser), the other one offered too, with the latest version from the site config.
 * The page keeps its shape while the config loads (its addresses fill in, nothing moves).
 */
export function DownloadPage() {
  const { t } = useTranslation('publicSite');
  const { data: config, isError } = useSiteConfig();
  const detected = detectPlatform(browserPlatformHints());
  const other: ClientPlatform = detected === 'mac' ? 'windows' : 'mac';
  const primary = detected ? [detected] : PLATFORMS;

  return (
    <PublicPage
      title={t('siteDownload.pageTitle')}
      heading={t('siteDownload.title')}
      lead={t('siteDownload.lead')}
    >
      <section className={classes.card} aria-labelledby="download-main" aria-busy={!config}>
        <h2 id="download-main">
          {detected ? t(`siteDownload.detected.${detected}`) : t('siteDownload.choose')}
        </h2>
        <p className={classes.version} role={isError ? 'alert' : undefined}>
          {config && t('siteDownload.version', { version: config.download.latestVersion })}
          {!config && t(isError ? 'siteDownload.unavailable' : 'common.loading')}
        </p>
        <div className={classes.buttons}>
          {primary.map((platform) => (
            <DownloadLink
              key={platform}
              platform={platform}
              config={config}
              className={ui.button}
            />
          ))}
        </div>
      </section>
      {detected && (
        <p className={classes.other}>
          {t(`siteDownload.other.${other}`)}{' '}
          <DownloadLink platform={other} config={config} className={classes.otherLink} />
        </p>
      )}
      <h2>{t('siteDownload.next.title')}</h2>
      <ol>
        <li>{t('siteDownload.next.install')}</li>
        <li>{t('siteDownload.next.signIn')}</li>
        <li>{t('siteDownload.next.check')}</li>
      </ol>
    </PublicPage>
  );
}
