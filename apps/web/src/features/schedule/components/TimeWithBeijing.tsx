import { Stack, Text } from '@mantine/core';
import { BEIJING_ZONE } from '@portal/contracts';
import { fullText, unitTimes } from '../lib/time-labels';

/**
 * An instant in the teacher's own time with Beijing time beside it, as the schedule shows
 * times everywhere: two lines, or one when `inline` or when the reader's zone is Beijing (the
 * console). `beijing` words the Beijing time in the caller's texts.
 */
export function TimeWithBeijing({
  at,
  zone,
  beijing,
  inline = false,
}: {
  at: number;
  zone: string;
  beijing: (time: string) => string;
  inline?: boolean;
}) {
  const times = unitTimes(at, zone);
  const there = beijing(fullText(times.beijing));
  if (zone === BEIJING_ZONE)
    return (
      <Text size="sm" fw={600} span>
        {there}
      </Text>
    );
  if (inline)
    return (
      <Text span size="sm" fw={600}>
        {fullText(times.local)} ({there})
      </Text>
    );
  return (
    <Stack gap={0}>
      <Text size="sm" fw={600} span>
        {fullText(times.local)}
      </Text>
      <Text size="xs" span>
        {there}
      </Text>
    </Stack>
  );
}
