import { CLASS_CALLS, type CourseType } from '@portal/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import type { ClassListKind, TimeRange } from '../lib/class-ranges';
import type { CourseChoice } from '../lib/course-choice';
import { SCHEDULE_KEY } from './schedule-keys';

export const useTeacherInfo = () =>
  useQuery({
    queryKey: [...SCHEDULE_KEY, 'info'],
    queryFn: ({ signal }) => callApi(CLASS_CALLS.teacherInfo, { signal }),
    staleTime: 30_000,
  });

export const useCourseStatistics = () =>
  useQuery({
    queryKey: [...SCHEDULE_KEY, 'statistics'],
    queryFn: ({ signal }) => callApi(CLASS_CALLS.courseStatistics, { signal }),
    staleTime: 30_000,
  });

/**
 * The week's units of the chosen type: "all units" for a grid type, the intention units for
 * an unfixed one. Not asked past the five weeks (`enabled`). A failure is told to
 * `onFailure` as it happens (a permission refusal moves the screen back to the main type).
 */
export function useWeekUnits(
  choice: CourseChoice,
  weekStartTime: number,
  enabled: boolean,
  onFailure: (error: unknown) => void,
) {
  return useQuery({
    queryKey: [...SCHEDULE_KEY, 'units', choice.courseType, choice.smartClassType, weekStartTime],
    queryFn: ({ signal }) =>
      (choice.courseType
        ? callApi(CLASS_CALLS.allUnits, {
            signal,
            query: { courseType: choice.courseType, weekStartTime },
          })
        : callApi(CLASS_CALLS.intentionUnits, {
            signal,
            query: { smartClassType: choice.smartClassType, weekStartTime },
          })
      ).catch((error: unknown) => {
        onFailure(error);
        throw error;
      }),
    enabled,
    retry: false,
  });
}

/** Workshop themes (a topic and its lessons), for a type that needs them. */
export function useTopics(courseType: CourseType | null) {
  return useQuery({
    queryKey: [...SCHEDULE_KEY, 'topics', courseType],
    queryFn: ({ signal }) =>
      callApi(CLASS_CALLS.topics, { signal, body: { courseType: courseType ?? 'WORKSHOP' } }),
    enabled: courseType !== null,
    staleTime: 5 * 60_000,
  });
}

export const useCalculator = (weekStartTime: number) =>
  useQuery({
    queryKey: [...SCHEDULE_KEY, 'calculator', weekStartTime],
    queryFn: ({ signal }) => callApi(CLASS_CALLS.calculator, { signal, query: { weekStartTime } }),
    placeholderData: keepPreviousData,
  });

export const useRecommendations = () =>
  useQuery({
    queryKey: [...SCHEDULE_KEY, 'recommendations'],
    queryFn: ({ signal }) => callApi(CLASS_CALLS.recommendations, { signal }),
    staleTime: 60_000,
  });

export const useAchievement = () =>
  useQuery({
    queryKey: [...SCHEDULE_KEY, 'achievement'],
    queryFn: ({ signal }) => callApi(CLASS_CALLS.achievement, { signal }),
    staleTime: 60_000,
  });

export function usePeakCoinLog(range: TimeRange, pageIndex: number, pageSize: number) {
  return useQuery({
    queryKey: [...SCHEDULE_KEY, 'coins', range.startTime, pageIndex, pageSize],
    queryFn: ({ signal }) =>
      callApi(CLASS_CALLS.peakCoinLog, { signal, body: { ...range, pageIndex, pageSize } }),
    placeholderData: keepPreviousData,
  });
}

export const useCalendarFeed = () =>
  useQuery({
    queryKey: [...SCHEDULE_KEY, 'calendar'],
    queryFn: ({ signal }) => callApi(CLASS_CALLS.calendarFeed, { signal }),
  });

/** A page of the home page's later or past classes (the first `pageSize`: "Show more"). */
export function useClassList(kind: ClassListKind, range: TimeRange, pageSize: number) {
  return useQuery({
    queryKey: [...SCHEDULE_KEY, 'classes', kind, range.startTime, pageSize],
    queryFn: ({ signal }) =>
      callApi(CLASS_CALLS.classList, { signal, query: { ...range, pageIndex: 1, pageSize } }),
    placeholderData: keepPreviousData,
  });
}

/** The teacher's next class (decision 061): read again each minute and when it ends. */
export const useNextClass = () =>
  useQuery({
    queryKey: [...SCHEDULE_KEY, 'next'],
    queryFn: ({ signal }) => callApi(CLASS_CALLS.nextClass, { signal }),
    // Read once for the card and this week's list (mounted after it), again each minute: a
    // child booked or a class handed over meanwhile shows within a minute.
    staleTime: 30_000,
    refetchInterval: 60_000,
  });

/** A week's classes and held times (the home page's "this week"). */
export const useWeekClasses = (weekStartTime: number) =>
  useQuery({
    queryKey: [...SCHEDULE_KEY, 'week', weekStartTime],
    queryFn: ({ signal }) => callApi(CLASS_CALLS.schedule, { signal, query: { weekStartTime } }),
    refetchInterval: 60_000,
  });
