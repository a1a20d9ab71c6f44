import { CLASS_CALLS, type GridCourseType } from '@portal/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import type { CourseChoice } from '../lib/course-choice';
import type { Selection } from '../lib/selection';
import { SCHEDULE_KEY } from './schedule-keys';

/** After any change the week, the panels and the class lists are read again. */
function useRefreshSchedule() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: SCHEDULE_KEY });
}

export interface OpenRequest {
  choice: CourseChoice;
  selection: Selection;
  topic?: string;
  lesson?: string;
}

/**
 * Opens the picked units: a grid type's through "batch" (all or none; a refusal names each
 * refused unit in `fields`) and its standby picks through "standby"; an unfixed type's as
 * intentions. Answers how many units are now held.
 */
async function openUnits({ choice, selection, topic, lesson }: OpenRequest): Promise<number> {
  let opened = 0;
  if (choice.courseType === null) {
    const answer = await callApi(CLASS_CALLS.unfixedAdd, {
      body: {
        smartClassType: choice.smartClassType,
        startTimes: [...selection.open],
        topic,
        lesson,
      },
    });
    return answer.opened.length;
  }
  if (selection.open.length > 0) {
    const answer = await callApi(CLASS_CALLS.batchOpen, {
      body: { courseType: choice.courseType, startTimes: [...selection.open] },
    });
    opened += answer.opened.length;
  }
  if (selection.standby.length > 0) {
    const answer = await callApi(CLASS_CALLS.standby, {
      body: { startTime: selection.standby.join(',') },
    });
    opened += answer.opened.length;
  }
  return opened;
}

export function useOpenUnits() {
  const refresh = useRefreshSchedule();
  return useMutation({ mutationFn: openUnits, onSettled: () => refresh() });
}

/** Gives a held unit back: "cancel" on the grid (standby included), else the unfixed cancel. */
export function useCancelUnit() {
  const refresh = useRefreshSchedule();
  return useMutation({
    mutationFn: ({ choice, startTime }: { choice: CourseChoice; startTime: number }) =>
      choice.courseType === null
        ? callApi(CLASS_CALLS.unfixedCancel, {
            body: { smartClassType: choice.smartClassType, startTimes: [startTime] },
          })
        : callApi(CLASS_CALLS.cancel, { body: { startTime } }),
    onSettled: () => refresh(),
  });
}

/** Repeats a grid week's opened pattern in the next 1 to 4 weeks. */
export function useRepeatWeek() {
  const refresh = useRefreshSchedule();
  return useMutation({
    mutationFn: (body: { courseType: GridCourseType; weekStartTime: number; weeks: number }) =>
      callApi(CLASS_CALLS.cycle, { body }),
    onSettled: () => refresh(),
  });
}

export function useRotateCalendarFeed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => callApi(CLASS_CALLS.rotateCalendarFeed),
    onSuccess: (feed) => queryClient.setQueryData([...SCHEDULE_KEY, 'calendar'], feed),
  });
}

/** The class room's link (the join time is recorded, so the lists are read again). */
export function useJoinLink() {
  const refresh = useRefreshSchedule();
  return (classId: number) =>
    callApi(CLASS_CALLS.join, { body: { classId } }).then((answer) => {
      void refresh();
      return answer.url;
    });
}
