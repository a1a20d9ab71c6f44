import type { SiteConfig } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import ui from '../../components/SiteUi.module.css';
import { useSiteConfig } from '../site/api/get-site-config';
import { PublicPage } from './components/PublicPage';
import classes from './DownloadPage.module.css';
import { browserPlatformHints, detectPlatform, type ClientPlatform } from './lib/platform';

const PLATFORMS: readonly ClientPlatform[] = ['windows', 'mac'];

function DownloadLink({
  platform,
  config,
  primary,
}: {
  platform: ClientPlatform;
  config: SiteConfig;
  primary: boolean;
}) {
  const { t } = useTranslation();
  return (
    <a href={config.download[platform]} className={primary ? ui.button : ui.buttonDefault}>
      {t(`siteDownload.for.${platform}`)}
    </a>
  );
}

/**
 * The teaching client's download (spec sections 2 and 6): the visitor's platform first (read
 * from the browser), the other one offered too, with the latest version from the site config.
 */
export function DownloadPage() {
  const { t } = useTranslation();
  const { data: config, isError } = useSiteConfig();
  const detected = detectPlatform(browserPlatformHints());
  const other: ClientPlatform = detected === 'mac' ? 'windows' : 'mac';

  return (
    <PublicPage
      title={t('siteDownload.pageTitle')}
      heading={t('siteDownload.title')}
      lead={t('siteDownload.lead')}
    >
      {!config ? (
        <p role={isError ? 'alert' : 'status'}>
          {t(isError ? 'siteDownload.unavailable' : 'common.loading')}
        </p>
      ) : (
        <>
          <section className={classes.card} aria-labelledby="download-main">
            <h2 id="download-main">
              {detected ? t(`siteDownload.detected.${detected}`) : t('siteDownload.choose')}
            </h2>
            <p className={classes.version}>
              {t('siteDownload.version', { version: config.download.latestVersion })}
            </p>
            <div className={classes.buttons}>
              {detected && <DownloadLink platform={detected} config={config} primary />}
              {!detected &&
                PLATFORMS.map((platform) => (
                  <DownloadLink key={platform} platform={platform} config={config} primary />
                ))}
            </div>
          </section>
          {detected && (
            <p className={classes.other}>
              {t(`siteDownload.other.${other}`)}{' '}
              <a href={config.download[other]}>{t(`siteDownload.for.${other}`)}</a>
            </p>
          )}
        </>
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
