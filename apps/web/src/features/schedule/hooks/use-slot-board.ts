import { MASCOT_NAME, messageFor, type GridCourseType, type SlotUnit } from '@portal/contracts';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { messageParams } from '../../../lib/api-client';
import { errorMessage, isApiError } from '../../../lib/api-error';
import { useCancelUnit, useOpenUnits, useRepeatWeek } from '../api/schedule-mutations';
import { useWeekUnits } from '../api/schedule-queries';
import { MAIN_CHOICE, type CourseChoice } from '../lib/course-choice';
import {
  EMPTY_SELECTION,
  keepOffered,
  selectionTotal,
  toggleUnit,
  type Selection,
} from '../lib/selection';
import { fullText, unitTimes } from '../lib/time-labels';
import { unitErrors } from '../lib/unit-errors';
import { isBeyondLimit, moveWeek, weekStartFor } from '../lib/week-offset';

/** The dialog object of spec section 3: mood, content and, for a confirmation, its action. */
export interface BoardDialog {
  mode: 'happy' | 'sad';
  lines: string[];
  confirmLabel?: string;
  onConfirm?: () => void;
}

const PERMISSION_CODE = 'BIZ_TEACHER_PERMISSION';
const WEEK_LIMIT_CODE = 'BIZ_TEACHER_BOOK_OPEN_5_WEEK_LIMIT';
const NO_UNITS: readonly SlotUnit[] = [];

/**
 * The slot-opening screen's state and behaviour (spec sections 3 and 4): the course choice,
 * the week, the picks, the open confirmation ("the open toggle"), the dialog, and the calls.
 */
export function useSlotBoard(zone: string) {
  const { t } = useTranslation('schedule');
  const [now] = useState(Date.now);
  const [choice, setChoice] = useState<CourseChoice>(MAIN_CHOICE);
  const [offset, setOffset] = useState(0);
  const [picks, setPicks] = useState<Selection>(EMPTY_SELECTION);
  const [errors, setErrors] = useState<ReadonlyMap<number, string>>(new Map());
  const [dialog, setDialog] = useState<BoardDialog | null>(null);
  const [topic, setTopicState] = useState<string | null>(null);
  const [lesson, setLesson] = useState<string | null>(null);

  const weekStart = weekStartFor(now, offset);
  const beyond = isBeyondLimit(offset);

  // A permission refusal on listing: the error's dialog, and back to the main course type.
  const onPermissionDenied = useCallback((error: unknown) => {
    setDialog({ mode: 'sad', lines: [errorMessage(error)] });
    setChoice(MAIN_CHOICE);
  }, []);
  const units = useWeekUnits(choice, weekStart, !beyond, (error) => {
    if (isApiError(error) && error.code === PERMISSION_CODE) onPermissionDenied(error);
  });
  const shown = beyond ? NO_UNITS : (units.data ?? NO_UNITS);
  // Picks the fresh list no longer offers (someone else's change) fall away.
  const selection = useMemo(() => keepOffered(picks, shown), [picks, shown]);

  const openUnits = useOpenUnits();
  const cancelUnit = useCancelUnit();
  const repeatWeek = useRepeatWeek();

  const clearPicks = () => {
    setPicks(EMPTY_SELECTION);
    setErrors(new Map());
  };

  const chooseCourse = (next: CourseChoice) => {
    if (next.courseType === choice.courseType && next.smartClassType === choice.smartClassType)
      return;
    setChoice(next);
    clearPicks();
    setTopicState(null);
    setLesson(null);
    setDialog(null);
  };

  const goWeek = (direction: -1 | 1) => {
    const move = moveWeek(offset, direction);
    setOffset(move.offset);
    clearPicks();
    setDialog(
      move.tooFar
        ? {
            mode: 'sad',
            lines: [messageFor(WEEK_LIMIT_CODE, { ...messageParams(), name: MASCOT_NAME })],
          }
        : null,
    );
  };

  const goThisWeek = () => {
    setOffset(0);
    clearPicks();
  };

  /** Spec section 4's reset: picks and total emptied, the dialog closed, the slots reloaded. */
  const reset = () => {
    clearPicks();
    setDialog(null);
    if (!beyond) void units.refetch();
  };

  // Stable, with confirmCancel: the week grid is memoised on its props.
  const toggle = useCallback((unit: SlotUnit) => {
    setPicks((current) => toggleUnit(current, unit));
    setErrors((current) => {
      if (!current.has(unit.startTime)) return current;
      const next = new Map(current);
      next.delete(unit.startTime);
      return next;
    });
  }, []);

  const setTopic = (next: string | null) => {
    setTopicState(next);
    setLesson(null);
  };

  const confirmOpen = () => {
    // Only what happens is named (issue 36): no "0 slot(s)" or "at 0 time(s)".
    const open = selection.open.length;
    const standby = selection.standby.length;
    const lines = [
      open > 0 && standby > 0
        ? t('dialog.confirmOpenBoth', {
            open: t('dialog.openSlots', { count: open }),
            standby: t('dialog.standbyTimes', { count: standby }),
          })
        : open > 0
          ? t('dialog.confirmOpenOnly', { count: open })
          : t('dialog.confirmStandbyOnly', { count: standby }),
    ];
    if (topic && lesson) lines.push(t('dialog.confirmOpenTopic', { topic, lesson }));
    setDialog({
      mode: 'happy',
      lines,
      confirmLabel: t('dialog.openConfirm'),
      onConfirm: () =>
        openUnits.mutate(
          { choice, selection, topic: topic ?? undefined, lesson: lesson ?? undefined },
          {
            onSuccess: (count) => {
              clearPicks();
              setDialog({ mode: 'happy', lines: [t('dialog.opened', { count })] });
            },
            onError: (error) => {
              const byUnit = unitErrors(error);
              setErrors(byUnit);
              const lines = [errorMessage(error)];
              if (byUnit.size > 0) lines.push(t('dialog.refusedUnits'));
              setDialog({ mode: 'sad', lines });
            },
          },
        ),
    });
  };

  const cancelMutate = cancelUnit.mutate;
  const confirmCancel = useCallback(
    (unit: SlotUnit) => {
      const time = fullText(unitTimes(unit.startTime, zone).local);
      setDialog({
        mode: 'sad',
        lines: [t('dialog.confirmCancel', { time })],
        confirmLabel: t('dialog.cancelConfirm'),
        onConfirm: () =>
          cancelMutate(
            { choice, startTime: unit.startTime },
            {
              onSuccess: () => setDialog({ mode: 'happy', lines: [t('dialog.cancelled')] }),
              onError: (error) => setDialog({ mode: 'sad', lines: [errorMessage(error)] }),
            },
          ),
      });
    },
    [choice, zone, t, cancelMutate],
  );

  const confirmRepeat = (courseType: GridCourseType, weeks: number) => {
    setDialog({
      mode: 'happy',
      lines: [t('dialog.confirmRepeat', { count: weeks })],
      confirmLabel: t('dialog.repeatConfirm'),
      onConfirm: () =>
        repeatWeek.mutate(
          { courseType, weekStartTime: weekStart, weeks },
          {
            onSuccess: (answer) =>
              setDialog({
                mode: 'happy',
                lines: [t('dialog.repeated', { count: answer.opened.length })],
              }),
            onError: (error) => setDialog({ mode: 'sad', lines: [errorMessage(error)] }),
          },
        ),
    });
  };

  return {
    now,
    choice,
    offset,
    weekStart,
    beyond,
    units,
    shown,
    selection,
    total: selectionTotal(selection),
    errors,
    dialog,
    busy: openUnits.isPending || cancelUnit.isPending || repeatWeek.isPending,
    topic,
    lesson,
    chooseCourse,
    goWeek,
    goThisWeek,
    reset,
    toggle,
    setTopic,
    setLesson,
    confirmOpen,
    confirmCancel,
    confirmRepeat,
    closeDialog: () => setDialog(null),
  };
}

export type SlotBoard = ReturnType<typeof useSlotBoard>;
