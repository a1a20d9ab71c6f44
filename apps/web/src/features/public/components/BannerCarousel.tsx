import type { PublicBanner } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { withCarriedParams } from '../../../lib/carried-params';
import ui from '../../../components/SiteUi.module.css';
import { useBanners } from '../api/get-banners';
import { bannerTarget } from '../lib/banner-target';
import classes from './BannerCarousel.module.css';
import { CarouselFrame } from './CarouselFrame';

/** The drawn size of a banner (3:1, the size staff are asked for); pictures are scaled to it. */
export const BANNER_WIDTH = 1200;
export const BANNER_HEIGHT = 400;

function BannerSlide({ banner, first }: { banner: PublicBanner; first: boolean }) {
  const { t } = useTranslation('publicSite');
  const { search } = useLocation();
  const picture = (
    <img
      className={classes.picture}
      src={banner.picUrl}
      alt={banner.title}
      width={BANNER_WIDTH}
      height={BANNER_HEIGHT}
      // The first picture is wanted at once; the others when their slide comes.
      loading={first ? 'eager' : 'lazy'}
      decoding="async"
    />
  );
  const target = bannerTarget(banner.redirectUrl);
  if (target.kind === 'route') {
    return (
      <Link to={withCarriedParams(target.path, search)} className={classes.link}>
        {picture}
      </Link>
    );
  }
  if (target.kind === 'external') {
    return (
      <a href={target.href} target="_blank" rel="noopener noreferrer" className={classes.link}>
        {picture}
        <span className={ui.visuallyHidden}> {t('nav.newWindow')}</span>
      </a>
    );
  }
  return picture;
}

/**
 * The TEACHER_RECRUIT banners staff switched ON, in their order (spec section 2). A click
 * follows the banner's link: our pages through the router (keeping the link's parameters),
 * other sites in a new window. Nothing shows while there are none.
 */
export function BannerCarousel() {
  const { t } = useTranslation('publicSite');
  const banners = useBanners('TEACHER_RECRUIT');
  const list = banners.data ?? [];
  if (banners.isPending) {
    // Their place is kept while they load, so the page below does not jump.
    return (
      <div className={ui.container}>
        <div className={classes.placeholder} data-loading="banners" />
      </div>
    );
  }
  if (list.length === 0) return null;
  return (
    <div className={ui.container}>
      <CarouselFrame
        className={classes.carousel}
        label={t('siteHome.banners.label')}
        slides={list.map((banner, index) => (
          <BannerSlide key={banner.id} banner={banner} first={index === 0} />
        ))}
      />
    </div>
  );
}
