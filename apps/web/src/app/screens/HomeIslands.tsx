import { useLayoutEffect } from 'react';
import { createPortal } from 'react-dom';
import { ScrollKeeper } from '../../components/ScrollKeeper';
import { AccountEntry } from '../../features/accounts/components/AccountEntry';
import { NewsletterForm } from '../../features/public/components/NewsletterForm';
import { MantineScope } from '../mantine/MantineScope';
import { islandsMounted } from './islands-mounted';

interface HomeIslandsProps {
  /** Where the account form goes (the hero's slot). */
  account: HTMLElement;
  /** Where the newsletter form goes. */
  newsletter: HTMLElement;
  privacyHref?: string;
}

/**
 * The landing page's Mantine parts, the account and newsletter forms, as one lazy chunk under
 * one Mantine provider: each form renders into its slot of the page through a portal.
 */
export function HomeIslands({ account, newsletter, privacyHref }: HomeIslandsProps) {
  // Before paint: the placeholder and the form never show together.
  useLayoutEffect(() => {
    islandsMounted.set(true);
    return () => islandsMounted.set(false);
  }, []);
  return (
    <MantineScope>
      {/* The landing page's own: its first load has no room for it (bench/budget.json). */}
      <ScrollKeeper />
      {createPortal(<AccountEntry privacyHref={privacyHref} />, account)}
      {createPortal(<NewsletterForm />, newsletter)}
    </MantineScope>
  );
}
