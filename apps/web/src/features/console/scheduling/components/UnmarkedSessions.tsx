import { Alert, List } from '@mantine/core';
import { DAY_MS, DEMO_COURSES, OPS_ROUTES, fillPath } from '@portal/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDate, formatTime } from '../../../../lib/dates';
import { useOwnTimes } from '../api/own-times';

const LOOK_BACK_MS = 14 * DAY_MS;

/** Sessions of the last two weeks that ended with nothing recorded, above the week's list. */
export function UnmarkedSessions({ zone }: { zone: string }) {
  const { t } = useTranslation('console');
  const [range] = useState(() => {
    const now = Date.now();
    return { startTime: now - LOOK_BACK_MS, endTime: now };
  });
  const times = useOwnTimes(range);
  const unmarked = (times.data ?? []).filter((slot) => slot.unmarked && slot.booking);
  if (unmarked.length === 0) return null;
  return (
    <Alert color="orange" title={t('sessions.unmarked.title', { count: unmarked.length })}>
      <List size="sm">
        {unmarked.map((slot) => (
          <List.Item key={slot.slotId}>
            <Link to={fillPath(OPS_ROUTES.session, { bookingId: slot.booking?.bookingId ?? 0 })}>
              {t('sessions.unmarked.item', {
                date: formatDate(slot.startTime, zone),
                time: formatTime(slot.startTime, zone),
                course: DEMO_COURSES[slot.courseType].label,
                email: slot.booking?.email ?? '',
              })}
            </Link>
          </List.Item>
        ))}
      </List>
    </Alert>
  );
}
