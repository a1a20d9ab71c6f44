import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/**
 * Why carrots are owed (decision 052): carrots already spent were taken back (a class's
 * outcome corrected), and the next carrots earned settle them first. Nothing when none are.
 */
export function CarrotsOwedNote({ owed, short = false }: { owed: number; short?: boolean }) {
  const { t } = useTranslation('schedule');
  if (owed <= 0) return null;
  return (
    <Text size="xs" c="dimmed">
      {short ? t('panels.owed.short') : t('panels.owed.note', { count: owed })}
    </Text>
  );
}

/** The "Carrots owed" fact, only when some are. */
export function owedFact(owed: number, label: string): { label: string; value: number }[] {
  return owed > 0 ? [{ label, value: owed }] : [];
}
