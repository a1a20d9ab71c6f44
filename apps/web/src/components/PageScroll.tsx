import { ScrollRestoration } from 'react-router';

/**
 * Where a page opens (decision 056): a link to another page opens it at the top, Back and
 * Forward put each page back where it was read (also after a reload, from sessionStorage).
 * A page that only changes its own address (filters, paging, an open detail) keeps the
 * scroll: lib/use-page-params sets `preventScrollReset` on those changes. Rendered once by
 * each tree's top layout (the public and teacher pages', the console's).
 */
export function PageScroll() {
  return <ScrollRestoration />;
}
