import type { AppRoute } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import { sideMenuItems } from './side-menu';

const links = (howToPassVideo: string) => ({ links: { howToPassVideo } });

describe('sideMenuItems', () => {
  it('shows the dialogs always and hides pages that are not built', () => {
    const items = sideMenuItems(() => false, undefined);
    expect(items.map((i) => i.id)).toEqual(['contactUs', 'accelerate']);
  });

  it('lists everything in the spec order once built and configured', () => {
    const items = sideMenuItems(() => true, links('https://video.example/pass'));
    expect(items.map((i) => i.id)).toEqual([
      'learnMore',
      'howToPass',
      'contactUs',
      'accelerate',
      'download',
      'referralCenter',
    ]);
    expect(items[1]).toEqual({
      id: 'howToPass',
      kind: 'external',
      href: 'https://video.example/pass',
    });
  });

  it('links to the routes of spec section 2', () => {
    const built = new Set<AppRoute>(['/referral/list']);
    const items = sideMenuItems((route) => built.has(route), links(''));
    expect(items.at(-1)).toEqual({ id: 'referralCenter', kind: 'route', to: '/referral/list' });
    expect(items.some((i) => i.id === 'howToPass')).toBe(false);
  });
});
