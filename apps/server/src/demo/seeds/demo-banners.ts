import { BANNER } from '@portal/contracts';
import { banners } from '../../db/schema/index.js';
import type { Rgb } from '../../lib/gradient-picture.js';
import { titledBannerPng } from '../../lib/titled-picture.js';
import { randomToken } from '../../lib/tokens.js';
import type { DemoSeed } from '../demo-seeds.js';

/**
 * Three landing-page banners; their pictures (the title on a gradient) are drawn here, so no
 * binary files ship.
 */
const DEMO_BANNERS: { title: string; redirectUrl: string; from: Rgb; to: Rgb }[] = [
  {
    title: 'Earn up to $26/hr teaching English online',
    redirectUrl: '/learn',
    from: [255, 138, 61],
    to: [255, 196, 87],
  },
  {
    title: 'Refer a friend and earn passive income',
    redirectUrl: '/refcenter',
    from: [64, 132, 255],
    to: [120, 214, 255],
  },
  {
    title: 'Free training resources for every new teacher',
    redirectUrl: '/learn',
    from: [52, 184, 120],
    to: [176, 232, 140],
  },
];

export const demoBanners: DemoSeed = {
  id: '2026-11-banners',
  async run(db, { storage }) {
    for (const [index, banner] of DEMO_BANNERS.entries()) {
      const pictureKey = `banners/${randomToken()}.png`;
      await storage.put(
        pictureKey,
        await titledBannerPng(1200, 400, banner.from, banner.to, banner.title),
        'image/png',
      );
      await db.insert(banners).values({
        kind: 'TEACHER_RECRUIT',
        title: banner.title,
        redirectUrl: banner.redirectUrl,
        status: BANNER.ON,
        sortOrder: index + 1,
        pictureKey,
        pictureType: 'image/png',
      });
    }
  },
};
