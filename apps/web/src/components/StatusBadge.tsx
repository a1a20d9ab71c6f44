import { Badge, type BadgeProps } from '@mantine/core';

export type BadgeTone = 'gray' | 'blue' | 'red' | 'green' | 'yellow';

/**
 * A status as a badge on the tone's pale ground with dark text: Mantine's light variant writes
 * mid-tone text there, which misses WCAG AA contrast (4.5:1) for green and red. The words say
 * the status; the tone only repeats it.
 */
export function StatusBadge({ tone, ...props }: { tone: BadgeTone } & Omit<BadgeProps, 'color'>) {
  return <Badge variant="light" color={tone} c="dark.7" {...props} />;
}
