import { Anchor, Badge, Button, Paper, Stack, Text, Title } from '@mantine/core';
import { TEACHER_ROUTES, type TeacherClass } from '@portal/contracts';
import { Link } from 'react-router';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../../../components/DataTable';
import { useTablePaging } from '../../../components/use-table-paging';
import { openRoom } from '../../../lib/open-room';
import { useJoinLink } from '../api/schedule-mutations';
import { useClassList } from '../api/schedule-queries';
import { classRange, inList, type ClassListKind } from '../lib/class-ranges';
import { fullText, unitTimes } from '../lib/time-labels';
import { LoadFailed } from '../../../components/LoadFailed';

/** The teacher's classes of the next 14 days or of the last 30, paged. */
export function ClassTable({ kind, zone }: { kind: ClassListKind; zone: string }) {
  const { t } = useTranslation('schedule');
  const id = useId();
  const [now] = useState(() => Date.now());
  const [range] = useState(() => classRange(kind, now));
  const paging = useTablePaging();
  const classes = useClassList(kind, range, paging.page, paging.pageSize);
  const joinLink = useJoinLink();
  const upcoming = kind === 'upcoming';

  const studentsOf = (row: TeacherClass) =>
    row.students.length === 0 ? (
      <Text size="sm">{t('classes.noStudents')}</Text>
    ) : (
      <Stack gap={2}>
        {row.students.map((s) => (
          <Text key={s.studentId} size="sm">
            {t('classes.student', {
              id: s.studentId,
              level: s.level ?? t('classes.unknown'),
              unit: s.unit ?? t('classes.unknown'),
              lesson: s.lesson ?? t('classes.unknown'),
            })}
          </Text>
        ))}
      </Stack>
    );

  return (
    <Paper withBorder p="lg" radius="md" component="section" aria-labelledby={id}>
      <Stack gap="sm">
        <Title order={2} size="h4" id={id}>
          {upcoming ? t('classes.upcomingTitle') : t('classes.pastTitle')}
        </Title>
        {classes.isError && (
          <LoadFailed
            error={classes.error}
            title={t('screen.loadFailed')}
            retryLabel={t('screen.retry')}
            onRetry={() => void classes.refetch()}
          />
        )}
        <DataTable
          caption={upcoming ? t('classes.upcomingCaption') : t('classes.pastCaption')}
          columns={[
            {
              key: 'time',
              header: t('classes.time'),
              render: (row) => {
                const times = unitTimes(row.startTime, zone);
                return (
                  <Stack gap={0}>
                    <Text size="sm" fw={600}>
                      {fullText(times.local)}
                    </Text>
                    <Text size="xs">{t('classes.beijing', { time: fullText(times.beijing) })}</Text>
                  </Stack>
                );
              },
            },
            {
              key: 'class',
              header: t('classes.class'),
              render: (row) => (
                <Stack gap={2} align="flex-start">
                  <Text size="sm">{row.label}</Text>
                  {row.peakTime && (
                    <Badge size="xs" color="orange" variant="light" c="dark.7">
                      {t('unit.peakBadge')}
                    </Badge>
                  )}
                  {row.fromStandby && <Text size="xs">{t('classes.fromStandby')}</Text>}
                </Stack>
              ),
            },
            { key: 'students', header: t('classes.students'), render: studentsOf },
            {
              key: 'lesson',
              header: t('classes.lessonColumn'),
              render: (row) =>
                row.topic || row.lesson
                  ? t('classes.topicLesson', {
                      topic: row.topic ?? t('classes.unknown'),
                      lesson: row.lesson ?? t('classes.unknown'),
                    })
                  : t('classes.unknown'),
            },
            {
              key: 'status',
              header: t('classes.statusColumn'),
              render: (row) => (
                <Stack gap={4} align="flex-start">
                  <Text size="sm">
                    {row.finishType ? t(`finish.${row.finishType}`) : t(`status.${row.status}`)}
                  </Text>
                  {row.noShowRecord && <NoShowResult record={row.noShowRecord} />}
                  {row.joinable && (
                    <Button
                      size="xs"
                      aria-label={t('classes.joinLabel', {
                        time: fullText(unitTimes(row.startTime, zone).local),
                      })}
                      onClick={() => openRoom(() => joinLink(row.classId))}
                    >
                      {t('classes.join')}
                    </Button>
                  )}
                </Stack>
              ),
            },
          ]}
          rows={(classes.data?.list ?? []).filter((cls) => inList(kind, cls, now))}
          rowKey={(row) => row.classId}
          paging={{
            total: classes.data?.total ?? 0,
            page: paging.page,
            pageSize: paging.pageSize,
            onPageChange: paging.setPage,
            onPageSizeChange: paging.setPageSize,
          }}
          loading={classes.isFetching && !classes.isError}
          emptyText={upcoming ? t('classes.upcomingEmpty') : t('classes.pastEmpty')}
        />
      </Stack>
    </Paper>
  );
}

/** A missed class's record as it stands now: an appeal accepted, a free pass (decision 059). */
function NoShowResult({ record }: { record: NonNullable<TeacherClass['noShowRecord']> }) {
  const { t } = useTranslation('schedule');
  return (
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
  );
}
