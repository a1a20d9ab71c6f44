import type { SocialNetwork } from '../lib/social';
import classes from './SocialIcon.module.css';

/**
 * A hint of each network beside its written name, which is the link's accessible name: the
 * glyphs are CSS masks in the text's colour (SocialIcon.module.css).
 */
export function SocialIcon({ network }: { network: SocialNetwork }) {
  return <span className={`${classes.icon} ${classes[network]}`} aria-hidden="true" />;
}
