import { useTranslation } from 'react-i18next';
import { TimeWithBeijing } from '../../schedule/public';

/** An instant in the teacher's own time, with Beijing time beside it (as the schedule shows). */
export function TimePair({ at, zone }: { at: number; zone: string }) {
  const { t } = useTranslation('leave');
  return <TimeWithBeijing at={at} zone={zone} beijing={(time) => t('time.beijing', { time })} />;
}
