import { HEADLINE_PAY_PER_HOUR } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import ui from '../../../components/SiteUi.module.css';
import classes from './HomeSections.module.css';

/** The pitch of spec section 1, in its order. */
const PITCH = [
  'pay',
  'flexibleHours',
  'workFromHome',
  'secondaryPositions',
  'interactivePlatform',
  'instantBookings',
  'lenientCancellation',
  'community',
  'curriculum',
  'trainingResources',
] as const;

export function PitchSection() {
  const { t } = useTranslation('publicSite');
  const pay = HEADLINE_PAY_PER_HOUR;
  return (
    <section className={classes.section} aria-labelledby="home-pitch">
      <div className={ui.container}>
        <h2 id="home-pitch" className={classes.heading}>
          {t('home.pitchHeading')}
        </h2>
        <ul className={classes.pitchList}>
          {PITCH.map((item) => (
            <li key={item} className={classes.pitchItem}>
              {t(`home.pitch.${item}`, { pay })}
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
