import { expect, type Page } from '@playwright/test';

/** One piece of visible text that does not fit: where, what, and how it is cut. */
export interface Overflow {
  element: string;
  text: string;
  how: 'cut inside its box' | 'past the right edge of the page';
}

/**
 * Every visible element with text of its own whose text does not fit (issue 36): cut by its
 * box (overflow hidden or an ellipsis, wider content than the box), or laid out past the
 * page's right edge outside any box that scrolls sideways. Visually hidden text (one pixel,
 * for screen readers) and what scrolls in its own box (a wide table on a computer) are fine.
 */
export function textOverflows(page: Page): Promise<Overflow[]> {
  return page.evaluate(() => {
    const found: Overflow[] = [];
    const pageWidth = document.documentElement.clientWidth;
    const scrolls = (el: Element) => {
      const x = getComputedStyle(el).overflowX;
      return x === 'auto' || x === 'scroll';
    };
    const inScroller = (el: Element) => {
      for (let up = el.parentElement; up; up = up.parentElement) if (scrolls(up)) return true;
      return false;
    };
    for (const el of document.querySelectorAll<HTMLElement>('body *')) {
      const ownText = [...el.childNodes].some(
        (n) => n.nodeType === Node.TEXT_NODE && (n.textContent ?? '').trim() !== '',
      );
      if (!ownText) continue;
      const rect = el.getBoundingClientRect();
      if (rect.width <= 1 || rect.height <= 1) continue;
      const style = getComputedStyle(el);
      if (style.visibility !== 'visible' || Number(style.opacity) === 0) continue;
      if (el.closest('[aria-hidden="true"], [hidden]')) continue;
      const text = (el.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 60);
      const name = `${el.tagName.toLowerCase()}${el.className ? `.${String(el.className).split(' ')[0]}` : ''}`;
      const clips = style.overflowX === 'hidden' || style.overflowX === 'clip';
      if ((clips || style.textOverflow === 'ellipsis') && el.scrollWidth > el.clientWidth + 1)
        found.push({ element: name, text, how: 'cut inside its box' });
      else if (rect.right > pageWidth + 1 && !inScroller(el))
        found.push({ element: name, text, how: 'past the right edge of the page' });
    }
    return found;
  });
}

/** No visible text cut short or off the page; the message lists what is. */
export async function expectTextFits(page: Page, where: string): Promise<void> {
  const overflows = await textOverflows(page);
  expect(
    overflows,
    `${where}: text that does not fit:\n${overflows.map((o) => `  ${o.element} "${o.text}": ${o.how}`).join('\n')}`,
  ).toEqual([]);
}
