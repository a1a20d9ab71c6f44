import { lazy, Suspense, useEffect, useMemo, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { AccountPlaceholder } from '../../features/public/components/AccountPlaceholder';
import { HomePage } from '../../features/public/HomePage';
import { loadTexts } from '../../lib/i18n';
import { whenIdle } from '../../lib/when-idle';
import { withCarriedParams } from '../layouts/menu';
import { isBuilt } from '../route-registry';
import { islandsMounted, useIslandsMounted } from './islands-mounted';

// The forms are Mantine islands: one lazy chunk that loads once the page has painted, with
// the texts the first load leaves out, so the landing page's first load carries no form
// library (bench/budget.json).
const HomeIslands = lazy(async () => {
  const [islands] = await Promise.all([
    import('./HomeIslands'),
    loadTexts('accounts', 'publicSite'),
  ]);
  return { default: islands.HomeIslands };
});

/** Holds the account form's place until the islands are in. */
function AccountSlotPlaceholder() {
  return useIslandsMounted() ? null : <AccountPlaceholder />;
}

/** /home: the landing page, with the account and newsletter forms composed in here. */
export function HomeScreen() {
  const { search } = useLocation();
  const account = useRef<HTMLDivElement>(null);
  const newsletter = useRef<HTMLDivElement>(null);
  const [slots, setSlots] = useState<{ account: HTMLElement; newsletter: HTMLElement } | null>(
    null,
  );
  // No link leads nowhere: the policy is linked once its screen exists.
  const privacyHref = isBuilt('/privacy') ? withCarriedParams('/privacy', search) : undefined;

  useEffect(() => {
    const cancel = whenIdle(() => {
      if (account.current && newsletter.current)
        setSlots({ account: account.current, newsletter: newsletter.current });
    });
    return () => {
      cancel();
      islandsMounted.set(false);
    };
  }, []);

  // One element for good: the islands' arrival does not render the whole page again.
  const page = useMemo(
    () => (
      <HomePage
        account={
          <div ref={account}>
            <AccountSlotPlaceholder />
          </div>
        }
        newsletter={<div ref={newsletter} />}
      />
    ),
    [],
  );

  return (
    <>
      {page}
      {slots && (
        <Suspense fallback={null}>
          <HomeIslands {...slots} privacyHref={privacyHref} />
        </Suspense>
      )}
    </>
  );
}
