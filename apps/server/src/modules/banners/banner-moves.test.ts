import { describe, expect, it } from 'vitest';
import { bannerWorld } from '../../test/banner-world.js';
import { staffIdOf, trailOf } from '../../test/status-trail.js';

// Every status a banner takes is written by its lifecycle's writer (issue 35): made OFF, then
// switched ON and OFF by OPERATIONS, each a trail row; switching to where it is moves nothing.
const { app, asOps, createBanner, update } = bannerWorld();

describe('a banner’s status trail', () => {
  it('records its making and each switch, by the member', async () => {
    const made = await createBanner('Trail');
    expect(made.statusCode, made.body).toBe(200);
    const id = made.json().data.id as number;
    expect((await update(id, { bannerStatus: 'ON' })).json().data.bannerStatus).toBe('ON');
    expect((await update(id, { bannerStatus: 'ON', title: 'Trail, again' })).statusCode).toBe(200);
    expect((await update(id, { bannerStatus: 'OFF' })).json().data.bannerStatus).toBe('OFF');

    const byMember = { actor: 'staff', actorId: await staffIdOf(app(), asOps()['x-auth-token']) };
    expect(await trailOf(app(), 'banner', id)).toEqual([
      { move: 'create', from: null, to: 'OFF', ...byMember },
      { move: 'switchOn', from: 'OFF', to: 'ON', ...byMember },
      { move: 'switchOff', from: 'ON', to: 'OFF', ...byMember },
    ]);
  });
});
