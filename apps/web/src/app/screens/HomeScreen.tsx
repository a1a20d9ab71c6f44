import { lazy, Suspense, useEffect, useMemo, useRef, useState } from 'react';
import { Navigate, useLocation } from 'react-router';
import { useSession } from '../../features/accounts/public';
import { landingTarget } from '../../features/accounts/lib/callback-target';
import { AccountPlaceholder } from '../../features/public/components/AccountPlaceholder';
import { HomePage } from '../../features/public/HomePage';
import { loadTexts } from '../../lib/i18n';
import { whenIdle } from '../../lib/when-idle';
import { withCarriedParams } from '../layouts/menu';
import { isBuilt } from '../route-registry';
import type { HomeIslands as HomeIslandsComponent } from './HomeIslands';
import { islandsMounted, useIslandsMounted } from './islands-mounted';

// The forms are Mantine islands: one lazy chunk with the texts the first load leaves out, so
// the landing page's first load carries no form library (bench/budget.json). The download
// starts once the login check says the visitor stays; the forms mount when the browser has a
// moment after the first paint.
let islandsLoad: Promise<{ default: typeof HomeIslandsComponent }> | undefined;
function loadIslands() {
  islandsLoad ??= Promise.all([import('./HomeIslands'), loadTexts('accounts', 'publicSite')]).then(
    ([islands]) => ({ default: islands.HomeIslands }),
  );
  return islandsLoad;
}
const HomeIslands = lazy(loadIslands);

/** Holds the account form's place until the islands are in. */
function AccountSlotPlaceholder() {
  return useIslandsMounted() ? null : <AccountPlaceholder />;
}

/** /home: the landing page, with the account and newsletter forms composed in here. */
export function HomeScreen() {
  const { pathname, search } = useLocation();
  const session = useSession();
  const account = useRef<HTMLDivElement>(null);
  const newsletter = useRef<HTMLDivElement>(null);
  const [slots, setSlots] = useState<{ account: HTMLElement; newsletter: HTMLElement } | null>(
    null,
  );
  // No link leads nowhere: the policy is linked once its screen exists.
  const privacyHref = isBuilt('/privacy') ? withCarriedParams('/privacy', search) : undefined;

  // A signed-in user whose screen exists goes there at once (spec section 2): the forms, and
  // the form library they bring, are never loaded for them.
  const signedIn = session.isError ? null : session.data;
  const target = signedIn ? landingTarget(signedIn.callback, pathname, isBuilt) : null;
  const staying = !session.isPending && !target;

  useEffect(() => {
    // Fetched as soon as the page knows it stays, mounted at an idle moment: on a busy phone
    // the download and the rest of the page's work overlap.
    if (staying) void loadIslands();
  }, [staying]);

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

  if (target) return <Navigate to={target} replace />;

  return (
    <>
      {page}
      {slots && staying && (
        <Suspense fallback={null}>
          <HomeIslands {...slots} privacyHref={privacyHref} />
        </Suspense>
      )}
    </>
  );
}
