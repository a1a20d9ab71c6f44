import { MASCOT_NAME, messageFor, type ErrorCode } from '@portal/contracts';
import { AppError } from '../../lib/app-error.js';

/**
 * An opening call refused as a whole (all or nothing), with the spec's error for each refused
 * unit in `fields`, keyed by its start time: the screen marks every one.
 */
export function refuseUnits(refusals: ReadonlyMap<number, ErrorCode>, supportEmail: string): never {
  const params = { email: supportEmail, name: MASCOT_NAME };
  const fields = Object.fromEntries(
    [...refusals].map(([start, code]) => [String(start), messageFor(code, params)]),
  );
  const [first] = refusals.values();
  throw new AppError(first ?? 'BIZ_TEACHER_COURSE_NOT_EXIST', { params, fields });
}

/** The five-week refusal of a week's listing, with the mascot's name. */
export function weekTooFarError(): AppError {
  return new AppError('BIZ_TEACHER_BOOK_OPEN_5_WEEK_LIMIT', { params: { name: MASCOT_NAME } });
}
