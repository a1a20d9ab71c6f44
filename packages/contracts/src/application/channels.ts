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
