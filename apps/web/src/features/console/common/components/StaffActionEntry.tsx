import { Text } from '@mantine/core';
import type { AuditedAction } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import { formatDate, formatTime } from '../../../../lib/dates';
import classes from './StaffEntries.module.css';

/**
 * One staff action of the audit trail in a timeline (a teacher's activity, an applicant's
 * timeline): what was done, the reason when one was given, who and when.
 */
export function StaffActionEntry({
  entry,
}: {
  entry: { action: AuditedAction; reason: string; staffName: string; at: number };
}) {
  const { t } = useTranslation('console');
  return (
    <li className={classes.entry}>
      <Text size="sm" fw={500}>
        {t(`staffActions.actions.${entry.action}`)}
      </Text>
      {entry.reason && (
        <Text size="sm" className={classes.body}>
          {t('staffActions.reason', { reason: entry.reason })}
        </Text>
      )}
      <Text size="xs" c="dimmed">
        {t('staffActions.by', {
          name: entry.staffName,
          date: formatDate(entry.at),
          time: formatTime(entry.at),
        })}
      </Text>
    </li>
  );
}
