import { guessTimeZone } from '../../demos/public';
import { useProfileInfo } from '../api/teacher-queries';

/**
 * The zone the teacher reads times in: the one saved in the teacher area (the bar's time-zone
 * setting, or `known`, the same setting as another answer carries it), else this device's
 * until one is chosen.
 */
export function useTeacherZone(known?: string | null): string {
  const profile = useProfileInfo();
  return profile.data?.timeZone ?? known ?? guessTimeZone();
}
