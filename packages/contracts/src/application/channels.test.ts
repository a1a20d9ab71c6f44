import { describe, expect, it } from 'vitest';
import { friendChannelMissing, presetForChannelCode } from './channels.js';

describe('the channel code preset (spec section 5)', () => {
  it('sets Friend Referral and drops the detail of "Other" when a code is present', () => {
    expect(
      presetForChannelCode(
        { heardMagicEars: 'Other', heardFromDetail: 'a flyer', whichFriendChannel: 'TIKTOK' },
        'spring',
      ),
    ).toEqual({
      heardMagicEars: 'Friend Referral',
      heardFromDetail: undefined,
      whichFriendChannel: 'TIKTOK',
    });
  });

  it.each([null, undefined, ''])('leaves the answer alone without a code (%j)', (code) => {
    const step = { heardMagicEars: 'Facebook', heardFromDetail: undefined };
    expect(presetForChannelCode(step, code)).toBe(step);
  });

  it("then requires the friend's channel", () => {
    const preset = presetForChannelCode({ heardMagicEars: 'Facebook' }, 'spring');
    expect(friendChannelMissing(preset)).toBe(true);
    expect(friendChannelMissing({ ...preset, whichFriendChannel: 'WHATSAPP' })).toBe(false);
    expect(friendChannelMissing({ heardMagicEars: 'Facebook' })).toBe(false);
  });
});
