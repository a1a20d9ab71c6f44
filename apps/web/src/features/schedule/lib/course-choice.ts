import {
  DEFAULT_CLASS_TYPES,
  GRID_COURSE_TYPES,
  type ClassTypeView,
  type GridCourseType,
} from '@portal/contracts';

/**
 * What the week shows (spec section 3): a grid course type, or an unfixed smart-class type.
 * Exactly one is set: choosing one clears the other (section 4).
 */
export type CourseChoice =
  | { courseType: GridCourseType; smartClassType: null }
  | { courseType: null; smartClassType: string };

/** The main course type, where the screen starts and where a permission error returns. */
export const MAIN_CHOICE: CourseChoice = { courseType: 'MAIN', smartClassType: null };

export interface ChoiceOption {
  value: string;
  label: string;
  group: 'grid' | 'unfixed';
}

const GRID_PREFIX = 'grid:';
const UNFIXED_PREFIX = 'unfixed:';

export function choiceValue(choice: CourseChoice): string {
  return choice.courseType
    ? `${GRID_PREFIX}${choice.courseType}`
    : `${UNFIXED_PREFIX}${choice.smartClassType}`;
}

/** The choice a select's value names; anything unknown is the main course type. */
export function choiceFromValue(value: string | null): CourseChoice {
  if (value?.startsWith(GRID_PREFIX)) {
    const type = value.slice(GRID_PREFIX.length);
    const grid = GRID_COURSE_TYPES.find((t) => t === type);
    if (grid) return { courseType: grid, smartClassType: null };
  }
  if (value?.startsWith(UNFIXED_PREFIX) && value.length > UNFIXED_PREFIX.length)
    return { courseType: null, smartClassType: value.slice(UNFIXED_PREFIX.length) };
  return MAIN_CHOICE;
}

/**
 * The course type selector's options: every grid type, then the unfixed types this teacher
 * may open (teacher info's class types), each named as the catalogue names it.
 */
export function choiceOptions(classTypes: readonly ClassTypeView[]): ChoiceOption[] {
  const nameOf = (type: string) =>
    classTypes.find((c) => c.smartClassType === type)?.name ??
    DEFAULT_CLASS_TYPES.find((c) => c.smartClassType === type)?.name ??
    type;
  return [
    ...GRID_COURSE_TYPES.map((type) => ({
      value: `${GRID_PREFIX}${type}`,
      label: nameOf(type),
      group: 'grid' as const,
    })),
    ...classTypes
      .filter((c) => c.classType === 'UNFIXED' && c.active)
      .map((c) => ({
        value: `${UNFIXED_PREFIX}${c.smartClassType}`,
        label: c.name,
        group: 'unfixed' as const,
      })),
  ];
}

/** The catalogue entry of an unfixed choice (its minutes, whether it needs a topic). */
export function unfixedEntry(
  choice: CourseChoice,
  classTypes: readonly ClassTypeView[],
): ClassTypeView | undefined {
  if (!choice.smartClassType) return undefined;
  return classTypes.find((c) => c.smartClassType === choice.smartClassType);
}

/** Whether the chosen unfixed type is a workshop: a topic and a lesson are required. */
export function needsTopic(choice: CourseChoice, classTypes: readonly ClassTypeView[]): boolean {
  return unfixedEntry(choice, classTypes)?.needsTopic ?? false;
}
