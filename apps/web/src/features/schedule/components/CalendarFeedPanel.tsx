import { Button, CopyButton, Group, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../lib/dates';
import { toast } from '../../../lib/toast';
import { useRotateCalendarFeed } from '../api/schedule-mutations';
import { useCalendarFeed } from '../api/schedule-queries';
import { MascotDialog } from './MascotDialog';
import { Panel } from './Panel';

/** The secret calendar address with a copy button; a new one after a confirmation. */
export function CalendarFeedPanel({ zone }: { zone: string }) {
  const { t } = useTranslation('schedule');
  const feed = useCalendarFeed();
  const rotate = useRotateCalendarFeed();
  const [asking, setAsking] = useState(false);
  const confirm = () =>
    rotate.mutate(undefined, {
      onSuccess: () => toast.success(t('panels.calendar.rotated')),
      onError: (error) => toast.error(error),
      onSettled: () => setAsking(false),
    });
  return (
    <Panel title={t('panels.calendar.title')} query={feed}>
      {(data) => (
        <>
          <Text size="sm">{t('panels.calendar.intro')}</Text>
          <TextInput label={t('panels.calendar.url')} value={data.url} readOnly size="xs" />
          <Text size="xs" c="dimmed">
            {t('panels.calendar.rotatedAt', { date: formatDate(data.rotatedAt, zone) })}
          </Text>
          <Group gap="xs">
            <CopyButton value={data.url}>
              {({ copied, copy }) => (
                <Button size="xs" variant="light" onClick={copy} aria-live="polite">
                  {copied ? t('panels.calendar.copied') : t('panels.calendar.copy')}
                </Button>
              )}
            </CopyButton>
            <Button size="xs" variant="default" onClick={() => setAsking(true)}>
              {t('panels.calendar.rotate')}
            </Button>
          </Group>
          <MascotDialog
            dialog={
              asking
                ? {
                    mode: 'sad',
                    lines: [t('panels.calendar.rotateConfirm')],
                    confirmLabel: t('panels.calendar.rotate'),
                    onConfirm: confirm,
                  }
                : null
            }
            busy={rotate.isPending}
            onClose={() => setAsking(false)}
          />
        </>
      )}
    </Panel>
  );
}
