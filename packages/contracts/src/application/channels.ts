import { z } from 'zod';

/** "How did you hear about us": served by `APPLICATION_CALLS.listChannels`, checked on commit. */
export const CHANNELS = [
  { value: 'Facebook', label: 'Facebook' },
  { value: 'Instagram', label: 'Instagram' },
  { value: 'LinkedIn', label: 'LinkedIn' },
  { value: 'TikTok', label: 'TikTok' },
  { value: 'YouTube', label: 'YouTube' },
  { value: 'Indeed', label: 'Indeed' },
  { value: 'Google Search', label: 'Google Search' },
  { value: 'Job Board', label: 'Another job board' },
  { value: 'Friend Referral', label: 'Friend Referral' },
  { value: 'Other', label: 'Other' },
] as const;
export const FRIEND_REFERRAL_CHANNEL = 'Friend Referral';
export const OTHER_CHANNEL = 'Other';
export const CHANNEL_VALUES = CHANNELS.map((channel) => channel.value) as unknown as readonly [
  (typeof CHANNELS)[number]['value'],
  ...(typeof CHANNELS)[number]['value'][],
];

export const channelList = z.array(z.object({ value: z.string(), label: z.string() }));

/**
 * `APPLICATION_CALLS.getChannelCode`: the channel code the account registered with (the
 * share poster's `poster` of the registration, spec section 3), or null.
 */
export const channelCodeAnswer = z.object({ channelCode: z.string().nullable() });
export type ChannelCodeAnswer = z.infer<typeof channelCodeAnswer>;

/** The step-3 fields a channel code decides (spec section 5's dependent rules). */
interface HeardFromFields {
  heardMagicEars?: string | undefined;
  heardFromDetail?: string | undefined;
  whichFriendChannel?: string | undefined;
}

/** Friend Referral asks which channel the friend shared it on (spec section 5). */
export const friendChannelMissing = (step: HeardFromFields): boolean =>
  step.heardMagicEars === FRIEND_REFERRAL_CHANNEL && !step.whichFriendChannel;

/**
 * Spec section 5: a channel code present sets heardMagicEars to Friend Referral (the detail of
 * "Other" goes with it), which makes whichFriendChannel required through `friendChannelMissing`.
 * The server applies it to a committed step 3, the form shows it as its preset.
 */
export function presetForChannelCode<T extends HeardFromFields>(
  step: T,
  channelCode: string | null | undefined,
): T {
  if (!channelCode) return step;
  return { ...step, heardMagicEars: FRIEND_REFERRAL_CHANNEL, heardFromDetail: undefined };
}
