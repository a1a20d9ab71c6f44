import { Trans, useTranslation } from 'react-i18next';
import { useSiteConfig } from '../site/public';
import { PublicPage } from './components/PublicPage';

type PolicyItems = Record<string, { label: string; text: string }>;

/** One of the policy's lists: each entry a label and its text, in the catalogue's order. */
function PolicyList({ items }: { items: PolicyItems }) {
  return (
    <ul>
      {Object.entries(items).map(([key, item]) => (
        <li key={key}>
          <strong>{item.label}</strong> {item.text}
        </li>
      ))}
    </ul>
  );
}

/**
 * /privacy: what the portal collects, why, where it is kept, for how long, who sees it and
 * the applicant's rights, written for this product (locales/en/public-site.json, sitePrivacy). The
 * contact is the configured support address.
 */
export function PrivacyPage() {
  const { t } = useTranslation('publicSite');
  const { data: config } = useSiteConfig();
  const email = config?.supportEmail ?? '';
  const mail = <a href={email ? `mailto:${email}` : undefined} />;
  const list = (name: 'collect' | 'purposes' | 'retention' | 'recipients' | 'rights') => (
    <>
      <h2>{t(`sitePrivacy.${name}.title`)}</h2>
      <p>{t(`sitePrivacy.${name}.intro`)}</p>
      <PolicyList items={t(`sitePrivacy.${name}.items`, { returnObjects: true })} />
    </>
  );

  return (
    <PublicPage
      title={t('sitePrivacy.pageTitle')}
      heading={t('sitePrivacy.title')}
      lead={t('sitePrivacy.lead')}
    >
      <p>{t('sitePrivacy.updated')}</p>
      <h2>{t('sitePrivacy.who.title')}</h2>
      <p>
        <Trans
          ns="publicSite"
          i18nKey="sitePrivacy.who.body"
          values={{ email }}
          components={{ mail }}
        />
      </p>
      {list('collect')}
      {list('purposes')}
      <p>{t('sitePrivacy.purposes.bases')}</p>
      <h2>{t('sitePrivacy.storage.title')}</h2>
      <p>{t('sitePrivacy.storage.body')}</p>
      <p>{t('sitePrivacy.storage.files')}</p>
      {list('retention')}
      {list('recipients')}
      <p>{t('sitePrivacy.recipients.noSale')}</p>
      {list('rights')}
      <p>
        <Trans
          ns="publicSite"
          i18nKey="sitePrivacy.rights.how"
          values={{ email }}
          components={{ mail }}
        />
      </p>
      <h2>{t('sitePrivacy.security.title')}</h2>
      <p>{t('sitePrivacy.security.body')}</p>
      <h2>{t('sitePrivacy.changes.title')}</h2>
      <p>{t('sitePrivacy.changes.body')}</p>
    </PublicPage>
  );
}
