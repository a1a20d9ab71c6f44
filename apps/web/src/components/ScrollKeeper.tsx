import { useLayoutEffect } from 'react';
import { useLocation, useNavigationType } from 'react-router';
import { scrollAfter } from '../lib/page-scroll';

/** Where each history entry was left, by the router's key of the entry (this tab's). */
const positions = new Map<string, number>();
/** The path the window last moved for, shared by every keeper (one is mounted per page). */
let lastPath: string | undefined;

/**
 * Where a page opens (decision 056): after each navigation, moves the window by
 * lib/page-scroll's rule, and notes where the current entry is read, for Back; a reload keeps
 * the browser's own restoration. It rides in chunks that are lazy already, so the landing
 * page's first load (bench/budget.json) does not carry it: the Mantine layout route of the
 * teacher, application and console screens (MantineOutlet), the public content pages
 * (PublicPage) and the landing page's forms (HomeIslands). A second one mounted for the same
 * navigation finds the path already handled and leaves the scroll alone.
 */
export function ScrollKeeper() {
  const { key, pathname } = useLocation();
  const by = useNavigationType();

  useLayoutEffect(() => {
    // No path yet: the first keeper of the tab, mounted by its first page or by one opened
    // from the landing page before its forms came: another page either way.
    const samePage = lastPath === pathname;
    lastPath = pathname;
    const to = scrollAfter({ by, samePage, saved: positions.get(key) });
    if (to !== null) window.scrollTo(0, to);
    const note = () => positions.set(key, window.scrollY);
    note();
    window.addEventListener('scroll', note, { passive: true });
    return () => window.removeEventListener('scroll', note);
  }, [key, pathname, by]);

  return null;
}
