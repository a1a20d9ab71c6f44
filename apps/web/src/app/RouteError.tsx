import { MESSAGES } from '@portal/contracts';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useRouteError } from 'react-router';
import ui from '../components/SiteUi.module.css';
import classes from './layouts/MainLayout.module.css';

/**
 * A screen failed to load or render. The usual cause is a chunk that a new deployment
 * replaced while the page was open: a reload fetches the new one. Plain elements: the chunk
 * that failed may be Mantine's.
 */
export function RouteError() {
  const { t } = useTranslation();
  const error = useRouteError();
  useEffect(() => {
    console.error(error);
  }, [error]);
  return (
    <main className={`${ui.container} ${ui.narrow} ${classes.routeError}`}>
      <h1>{t('common.refreshTitle')}</h1>
      <p>{MESSAGES.networkIssueRefresh}</p>
      <button type="button" className={ui.button} onClick={() => window.location.reload()}>
        {t('common.refresh')}
      </button>
    </main>
  );
}
