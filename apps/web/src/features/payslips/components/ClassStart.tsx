import { useTranslation } from 'react-i18next';
import { TimeWithBeijing } from '../../schedule/public';

/** A class's start in the teacher's zone with Beijing time beside it, as the schedule shows. */
export function ClassStart({ at, zone }: { at: number; zone: string }) {
  const { t } = useTranslation('payslips');
  return <TimeWithBeijing at={at} zone={zone} beijing={(time) => t('time.beijing', { time })} />;
}
