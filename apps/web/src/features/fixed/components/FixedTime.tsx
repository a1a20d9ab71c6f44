import { useTranslation } from 'react-i18next';
import { TimeWithBeijing } from '../../schedule/public';

/** An instant in the teacher's time with Beijing time beside it (inline: on one line). */
export function FixedTime({ at, zone, inline }: { at: number; zone: string; inline?: boolean }) {
  const { t } = useTranslation('fixed');
  return (
    <TimeWithBeijing
      at={at}
      zone={zone}
      inline={inline ?? false}
      beijing={(time) => t('time.beijing', { time })}
    />
  );
}
