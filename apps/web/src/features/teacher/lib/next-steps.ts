import { TEACHER_ROUTES, type NeedCompleted, type NeedItem } from '@portal/contracts';

export interface NextStep {
  item: NeedItem;
  /** Where the teacher does it: the profile page's section. */
  to: string;
  /** How many profile fields are missing (PROFILE only). */
  count: number;
}

/** The profile page's sections, as fragments the home page links to. */
export const PROFILE_SECTIONS = {
  PROFILE: 'profile-details',
  BANK_DETAILS: 'bank-details',
  TIME_ZONE: 'time-zone',
} as const satisfies Record<NeedItem, string>;

/** "What to do next" on the home page, in the server's order, each with where to do it. */
export function nextSteps(needs: NeedCompleted): NextStep[] {
  return needs.missing.map((item) => ({
    item,
    to: `${TEACHER_ROUTES.user}#${PROFILE_SECTIONS[item]}`,
    count: item === 'PROFILE' ? needs.profileFields.length : 0,
  }));
}
