import { Button, Menu } from '@mantine/core';
import type { TeacherClass } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import { classGoogleHref, classIcsHref } from '../lib/class-calendar';
import { fullText, unitTimes } from '../lib/time-labels';

/**
 * "Add to calendar" for one class (decision 067): its .ics file for Apple Calendar and
 * Outlook, or Google Calendar's form, each with the children and the join link.
 */
export function AddToCalendarMenu({
  cls,
  zone,
  size = 'sm',
}: {
  cls: TeacherClass;
  zone: string;
  size?: 'xs' | 'sm';
}) {
  const { t } = useTranslation('schedule');
  return (
    <Menu position="bottom-start" withinPortal>
      <Menu.Target>
        <Button
          variant="default"
          size={size}
          aria-label={t('calendar.addLabel', {
            time: fullText(unitTimes(cls.startTime, zone).local),
          })}
        >
          {t('calendar.add')}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item component="a" href={classIcsHref(cls.classId)} download>
          {t('calendar.ics')}
        </Menu.Item>
        <Menu.Item
          component="a"
          href={classGoogleHref(cls, window.location.origin)}
          target="_blank"
          rel="noopener noreferrer"
          aria-label={t('calendar.googleLabel')}
        >
          {t('calendar.google')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
