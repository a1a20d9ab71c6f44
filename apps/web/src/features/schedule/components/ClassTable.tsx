import { Anchor, Badge, Button, Group, Skeleton, Stack, Text } from '@mantine/core';
import { HOLDING_STATUSES, TEACHER_ROUTES, type TeacherClass } from '@portal/contracts';
import { useDeferredValue } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DataTable } from '../../../components/DataTable';
import { LoadFailed } from '../../../components/LoadFailed';
import { childLabel, lessonPlaces } from '../lib/children';
import { AddToCalendarMenu } from './AddToCalendarMenu';
import { TimeWithBeijing } from './TimeWithBeijing';
import { HomeSection } from './HomeSection';

/** The home page's lists show this many classes, then this many more at each "Show more". */
export const LIST_STEP = 5;

export interface ClassTableProps {
  title: string;
  /** A line under the title (this week's end). */
  note?: string;
  caption: string;
  emptyText: string;
  zone: string;
  /** When the list was read: a class ended by then is worded as past. */
  now: number;
  /** The classes shown (the first `shown` of `total`). */
  rows: readonly TeacherClass[];
  total: number;
  loading: boolean;
  error: unknown;
  onRetry: () => void;
  onMore: () => void;
}

/**
 * One of the home page's lists (this week, later, past; decision 061): a few classes at a
 * time with "Show more", each with its time, class, children by first name and age, and status.
 */
export function ClassTable(props: ClassTableProps) {
  const { t } = useTranslation('schedule');
  const { total, zone } = props;
  // New rows render at a low priority, in slices: a list's answer never blocks the page.
  const rows = useDeferredValue(props.rows);
  const more = Math.min(LIST_STEP, total - rows.length);
  return (
    <HomeSection title={props.title}>
      {props.note && <Text size="sm">{props.note}</Text>}
      {props.error !== null && (
        <LoadFailed
          error={props.error}
          title={t('screen.loadFailed')}
          retryLabel={t('screen.retry')}
          onRetry={props.onRetry}
        />
      )}
      {props.loading && rows.length === 0 && (
        <Skeleton height={96} role="status" aria-label={t('screen.loading')} />
      )}
      <DataTable
        caption={props.caption}
        columns={[
          {
            key: 'time',
            header: t('classes.time'),
            render: (row) => (
              <TimeWithBeijing
                at={row.startTime}
                zone={zone}
                beijing={(time) => t('classes.beijing', { time })}
              />
            ),
          },
          { key: 'class', header: t('classes.class'), render: (row) => <ClassCell row={row} /> },
          {
            key: 'children',
            header: t('classes.children'),
            render: (row) => <ChildrenCell row={row} now={props.now} />,
          },
          {
            key: 'status',
            header: t('classes.statusColumn'),
            render: (row) => <StatusCell row={row} now={props.now} zone={zone} />,
          },
        ]}
        rows={rows}
        rowKey={(row) => row.classId}
        emptyText={props.loading ? '' : props.emptyText}
      />
      {rows.length > 0 && (
        <Group justify="space-between" gap="sm">
          <Text size="sm" aria-live="polite">
            {t('classes.showing', { shown: rows.length, total })}
          </Text>
          {more > 0 && (
            <Button variant="default" size="xs" onClick={props.onMore} loading={props.loading}>
              {t('classes.showMore', { count: more })}
            </Button>
          )}
        </Group>
      )}
    </HomeSection>
  );
}

function ClassCell({ row }: { row: TeacherClass }) {
  const { t } = useTranslation('schedule');
  return (
    <Stack gap={2} align="flex-start">
      <Text size="sm">{row.label}</Text>
      {(row.topic || row.lesson) && (
        <Text size="xs">
          {t('classes.topicLesson', {
            topic: row.topic ?? t('classes.unknown'),
            lesson: row.lesson ?? t('classes.unknown'),
          })}
        </Text>
      )}
      {row.peakTime && (
        <Badge size="xs" color="orange" variant="light" c="dark.7">
          {t('unit.peakBadge')}
        </Badge>
      )}
      {row.fromStandby && <Text size="xs">{t('classes.fromStandby')}</Text>}
    </Stack>
  );
}

/** The children on one line (first name and age), where they are in the course on the next. */
function ChildrenCell({ row, now }: { row: TeacherClass; now: number }) {
  const { t } = useTranslation('schedule');
  if (row.students.length === 0) {
    const standby = row.courseType === 'STANDBY';
    const over = row.endTime <= now;
    const key = standby
      ? over
        ? 'classes.standbyPast'
        : 'classes.standbyNoChildren'
      : over
        ? 'classes.noChildrenPast'
        : 'classes.noChildren';
    return <Text size="sm">{t(key)}</Text>;
  }
  const unknown = t('classes.unknown');
  const names = row.students.map((child) => {
    const { name, age, studentId } = childLabel(child);
    if (name === null) return studentId;
    return age === null ? name : t('home.nameAge', { name, age });
  });
  return (
    <Stack gap={2}>
      <Text size="sm" fw={600}>
        {t('classes.childNames', { names })}
      </Text>
      {lessonPlaces(row.students).map((place) => (
        <Text size="xs" key={`${place.level}|${place.unit}|${place.lesson}`}>
          {t('home.lessonPlace', {
            level: place.level ?? unknown,
            unit: place.unit ?? unknown,
            lesson: place.lesson ?? unknown,
          })}
        </Text>
      ))}
    </Stack>
  );
}

function StatusCell({ row, now, zone }: { row: TeacherClass; now: number; zone: string }) {
  const { t } = useTranslation('schedule');
  const record = row.noShowRecord;
  // A class still ahead or running can go into the teacher's calendar (decision 067).
  const ahead = row.endTime > now && HOLDING_STATUSES.includes(row.status);
  return (
    <Stack gap={4} align="flex-start">
      <Text size="sm">
        {row.finishType ? t(`finish.${row.finishType}`) : t(`status.${row.status}`)}
      </Text>
      {record && (
        // A missed class's record as it stands now: an appeal accepted, a free pass (059).
        <Stack gap={0}>
          <Text size="xs" fw={600}>
            {t(`classes.noShowRecord.${record.status}`)}
          </Text>
          <Anchor
            component={Link}
            size="xs"
            to={`${TEACHER_ROUTES.bookingCancelHistory}?record=${record.leaveId}`}
          >
            {t('classes.noShowRecordLink', { id: record.leaveId })}
          </Anchor>
        </Stack>
      )}
      {ahead && <AddToCalendarMenu cls={row} zone={zone} size="xs" />}
    </Stack>
  );
}
