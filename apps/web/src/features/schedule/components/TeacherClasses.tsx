import { Alert, Skeleton } from '@mantine/core';
import { beijingWeekStart } from '@portal/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../lib/api-error';
import {
  useClassList,
  useCourseStatistics,
  useNextClass,
  useWeekClasses,
} from '../api/schedule-queries';
import { classRange, inList, weekEnd, type ClassListKind } from '../lib/class-ranges';
import { fullText, unitTimes } from '../lib/time-labels';
import { laterThisWeek } from '../lib/next-class';
import { ClassTable, LIST_STEP } from './ClassTable';
import { IncentiveProgress } from './IncentiveProgress';
import { HomeSection } from './HomeSection';

/**
 * The home page's lists after the next class (decision 061): the rest of this week, then
 * later classes and past ones a few at a time, never every class at once.
 */
export function UpcomingClasses({ zone }: { zone: string }) {
  return (
    <>
      <ThisWeek zone={zone} />
      <PagedClasses kind="later" zone={zone} />
    </>
  );
}

/** The past classes and the peak incentive: what the teacher reads after the classes ahead. */
export function TeachingRecord({ zone }: { zone: string }) {
  return (
    <>
      <Incentive />
      <PagedClasses kind="past" zone={zone} />
    </>
  );
}

/** This week's classes after the next one, from the week's one read, a few at a time. */
function ThisWeek({ zone }: { zone: string }) {
  const { t } = useTranslation('schedule');
  const [now] = useState(() => Date.now());
  const [shown, setShown] = useState(LIST_STEP);
  const week = useWeekClasses(beijingWeekStart(now));
  const next = useNextClass();
  const rows = laterThisWeek(week.data?.classes ?? [], next.data?.nextClass?.classId ?? null, now);
  return (
    <ClassTable
      title={t('classes.thisWeekTitle')}
      note={t('classes.thisWeekEnds', { time: fullText(unitTimes(weekEnd(now), zone).local) })}
      caption={t('classes.thisWeekCaption')}
      emptyText={t('classes.thisWeekEmpty')}
      zone={zone}
      now={now}
      rows={rows.slice(0, shown)}
      total={rows.length}
      loading={week.isPending}
      error={week.error}
      onRetry={() => void week.refetch()}
      onMore={() => setShown((n) => n + LIST_STEP)}
    />
  );
}

/** Later or past classes: the first few from the server, more at each "Show more". */
function PagedClasses({ kind, zone }: { kind: ClassListKind; zone: string }) {
  const { t } = useTranslation('schedule');
  const [now] = useState(() => Date.now());
  const [range] = useState(() => classRange(kind, now));
  const [shown, setShown] = useState(LIST_STEP);
  const classes = useClassList(kind, range, shown);
  const list = classes.data?.list ?? [];
  // A class running now (the past list's first, latest first) is not past yet.
  const rows = list.filter((cls) => inList(kind, cls, now));
  return (
    <ClassTable
      title={t(`classes.${kind}Title`)}
      caption={t(`classes.${kind}Caption`)}
      emptyText={t(`classes.${kind}Empty`)}
      zone={zone}
      now={now}
      rows={rows}
      total={(classes.data?.total ?? 0) - (list.length - rows.length)}
      loading={classes.isFetching && !classes.isError}
      error={classes.error}
      onRetry={() => void classes.refetch()}
      onMore={() => setShown((n) => n + LIST_STEP)}
    />
  );
}

function Incentive() {
  const { t } = useTranslation('schedule');
  const statistics = useCourseStatistics();
  return (
    <HomeSection title={t('incentive.title')}>
      {statistics.isPending && (
        <Skeleton height={48} role="status" aria-label={t('screen.loading')} />
      )}
      {statistics.isError && (
        <Alert color="red" role="alert" title={t('screen.loadFailed')}>
          {errorMessage(statistics.error)}
        </Alert>
      )}
      {statistics.data && <IncentiveProgress statistics={statistics.data} />}
    </HomeSection>
  );
}
