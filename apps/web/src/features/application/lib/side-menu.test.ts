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

describe('sideMenuItems: each page on its own', () => {
  const only = (built: AppRoute) => (route: AppRoute) => route === built;

  it('adds Learn More once /learn is built, first', () => {
    expect(sideMenuItems(only('/learn'), undefined)).toEqual([
      { id: 'learnMore', kind: 'route', to: '/learn' },
      { id: 'contactUs', kind: 'dialog' },
      { id: 'accelerate', kind: 'dialog' },
    ]);
  });

  it('adds Download once /download is built, after the dialogs', () => {
    expect(sideMenuItems(only('/download'), undefined)).toEqual([
      { id: 'contactUs', kind: 'dialog' },
      { id: 'accelerate', kind: 'dialog' },
      { id: 'download', kind: 'route', to: '/download' },
    ]);
  });

  it('adds the video once configured, whatever is built', () => {
    expect(sideMenuItems(() => false, links('https://v.example/p'))).toEqual([
      { id: 'howToPass', kind: 'external', href: 'https://v.example/p' },
      { id: 'contactUs', kind: 'dialog' },
      { id: 'accelerate', kind: 'dialog' },
    ]);
  });
});
