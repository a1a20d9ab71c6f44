import { Alert, Anchor, Button, Group, Stack, Text, Title } from '@mantine/core';
import {
  BEIJING_ZONE,
  WEEK_MS,
  beijingWeekStart,
  fillPath,
  mayCorrectOutcome,
  OPS_ROUTES,
  SLOT,
  weekQuery,
  type TeacherClass as WeekClass,
} from '@portal/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useParams, useSearchParams } from 'react-router';
import { DataTable } from '../../../../components/DataTable';
import { errorMessage } from '../../../../lib/api-error';
import { formatDate, formatTime } from '../../../../lib/dates';
import { queryField } from '../../../../lib/query-field';
import { useTeacherWeek } from '../api/classes';
import { CallInModal, type CallInTarget } from './CallInModal';
import { ClassPermissionsEditor } from './ClassPermissionsEditor';
import { OutcomeModal, type OutcomeTarget } from './OutcomeModal';
import { NoAccess, useStaffMay, useStaffMayOpen } from '../../common/components/StaffAccess';
import { TeacherLink } from '../../common/components/TeacherLink';

/** /ops/teachers/:userId/week (viewClasses): one teacher's week in Beijing time, and permissions. */
export function TeacherWeekPage() {
  const { t } = useTranslation('console');
  const may = useStaffMay();
  const mayOpen = useStaffMayOpen();
  const userId = Number(useParams().userId);
  const name = (useLocation().state as { name?: string } | null)?.name;
  const title = name ? t('week.titleOf', { name }) : t('week.title', { id: userId });
  if (!mayOpen('teacherWeek'))
    return <NoAccess title={t('classes.noAccessTitle')}>{t('classes.noAccess')}</NoAccess>;
  if (!Number.isSafeInteger(userId) || userId <= 0)
    return (
      <Alert color="red" role="alert">
        {t('week.unknown')}
      </Alert>
    );
  return (
    <Stack gap="lg">
      <title>{t('week.pageTitle', { title })}</title>
      <Group gap="md">
        <Anchor component={Link} to={OPS_ROUTES.classes} size="sm">
          {t('week.back')}
        </Anchor>
        <TeacherLink userId={userId} name={name ?? ''} size="sm">
          {t('teacherPage.link')}
        </TeacherLink>
        {mayOpen('teacherLeave') && (
          <Anchor
            component={Link}
            to={fillPath(OPS_ROUTES.teacherLeave, { userId })}
            state={{ name }}
            size="sm"
          >
            {t('leave.teacher.linkFromWeek')}
          </Anchor>
        )}
      </Group>
      <Title order={1}>{title}</Title>
      <WeekClasses userId={userId} name={name ?? ''} mayManage={may('manageClasses')} />
      <ClassPermissionsEditor userId={userId} mayManage={may('manageClasses')} />
    </Stack>
  );
}

function WeekClasses({
  userId,
  name,
  mayManage,
}: {
  userId: number;
  name: string;
  mayManage: boolean;
}) {
  const { t } = useTranslation('console');
  const [params, setParams] = useSearchParams();
  const [now] = useState(() => Date.now());
  // Any instant of a week names it, read as the week's call reads it (contracts' weekQuery).
  const asked = queryField(weekQuery.shape.weekStartTime, params.get('week'));
  const weekStart = beijingWeekStart(asked || now);
  const week = useTeacherWeek(userId, weekStart);
  const [correcting, setCorrecting] = useState<OutcomeTarget | null>(null);
  const [callingIn, setCallingIn] = useState<CallInTarget | null>(null);
  const goTo = (start: number) => setParams({ week: String(start) }, { replace: true });
  const label = (at: number) => formatDate(at, BEIJING_ZONE);
  const timeOf = (c: WeekClass) =>
    `${label(c.startTime)} ${formatTime(c.startTime, BEIJING_ZONE)}-${formatTime(c.endTime, BEIJING_ZONE)}`;

  return (
    <Stack gap="sm" component="section" aria-labelledby="week-heading">
      <Group justify="space-between" wrap="wrap" gap="sm">
        <Title order={2} size="h3" id="week-heading">
          {t('week.heading', { from: label(weekStart), to: label(weekStart + WEEK_MS - 1) })}
        </Title>
        <Group gap="xs">
          <Button variant="default" size="xs" onClick={() => goTo(weekStart - WEEK_MS)}>
            {t('week.previous')}
          </Button>
          <Button variant="default" size="xs" onClick={() => goTo(beijingWeekStart(Date.now()))}>
            {t('week.thisWeek')}
          </Button>
          <Button variant="default" size="xs" onClick={() => goTo(weekStart + WEEK_MS)}>
            {t('week.next')}
          </Button>
        </Group>
      </Group>
      <Text size="xs" c="dimmed">
        {t('classes.beijingNote')}
      </Text>
      {week.isError ? (
        <Alert color="red" role="alert">
          {errorMessage(week.error)}
        </Alert>
      ) : week.isPending ? (
        <Text role="status">{t('week.loading')}</Text>
      ) : week.data.classes.length === 0 ? (
        <Text>{t('week.none')}</Text>
      ) : (
        <DataTable
          caption={t('week.caption')}
          rows={week.data.classes}
          rowKey={(c) => c.classId}
          minWidth={560}
          columns={[
            {
              key: 'time',
              header: t('classes.columns.time'),
              render: (c) => (
                <>
                  {timeOf(c)}
                  {c.peakTime && (
                    <Text size="xs" c="dimmed">
                      {t('week.peak')}
                    </Text>
                  )}
                </>
              ),
            },
            {
              key: 'type',
              header: t('classes.columns.type'),
              render: (c) => (
                <>
                  {c.label}
                  {c.topic && (
                    <Text size="xs" c="dimmed">
                      {[c.topic, c.lesson].filter(Boolean).join(' · ')}
                    </Text>
                  )}
                </>
              ),
            },
            {
              key: 'status',
              header: t('classes.columns.status'),
              render: (c) => (
                <>
                  {t(`classes.statuses.${c.status}`)}
                  {c.fromStandby && (
                    <Text size="xs" c="dimmed">
                      {t('week.fromStandby')}
                    </Text>
                  )}
                </>
              ),
            },
            {
              key: 'students',
              header: t('classes.columns.students'),
              render: (c) => c.students.length,
            },
            {
              key: 'outcome',
              header: t('classes.columns.outcome'),
              render: (c) => (c.finishType ? t(`classes.finishTypes.${c.finishType}`) : '—'),
            },
            ...(mayManage
              ? [
                  {
                    key: 'actions',
                    header: t('classes.columns.actions'),
                    render: (c: WeekClass) => {
                      const time = timeOf(c);
                      return (
                        <Group gap="xs">
                          {mayCorrectOutcome(c.status) && (
                            <Button
                              size="compact-sm"
                              variant="default"
                              aria-label={t('classes.correctFor', { time, name })}
                              onClick={() =>
                                setCorrecting({
                                  classId: c.classId,
                                  label: c.label,
                                  finishType: c.finishType,
                                  teacherName: name,
                                })
                              }
                            >
                              {t('classes.correct')}
                            </Button>
                          )}
                          {c.status === SLOT.BOOKED && (
                            <Button
                              size="compact-sm"
                              variant="light"
                              aria-label={t('week.callInFor', { time })}
                              onClick={() => setCallingIn({ classId: c.classId, time, name })}
                            >
                              {t('week.callIn')}
                            </Button>
                          )}
                        </Group>
                      );
                    },
                  },
                ]
              : []),
          ]}
        />
      )}
      <OutcomeModal target={correcting} onClose={() => setCorrecting(null)} />
      <CallInModal target={callingIn} onClose={() => setCallingIn(null)} />
    </Stack>
  );
}
