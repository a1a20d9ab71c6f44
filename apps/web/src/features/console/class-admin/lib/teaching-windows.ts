import {
  GRID_MINUTES,
  teachingWindowsRequest,
  type TeachingWindowView,
  type WindowKind,
} from '@portal/contracts';

/** A row of the windows editor: what the form holds before it is sent. */
export interface WindowRow {
  key: string;
  kind: WindowKind;
  isoDay: number;
  startMinute: number;
  endMinute: number;
  validFrom: string;
  validTo: string;
}

/** `HH:MM` of a minute of the day (1440 is the day's end, 24:00). */
export function minuteText(minute: number): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(Math.floor(minute / 60))}:${pad(minute % 60)}`;
}

/** The half hours a window may start or end at. */
export function halfHourOptions(from: number, to: number): { value: string; label: string }[] {
  const options = [];
  for (let minute = from; minute <= to; minute += GRID_MINUTES)
    options.push({ value: String(minute), label: minuteText(minute) });
  return options;
}

let nextKey = 0;
const newKey = () => `w${(nextKey += 1)}`;

export function rowsOf(windows: readonly TeachingWindowView[]): WindowRow[] {
  return windows.map((w) => ({
    key: newKey(),
    kind: w.kind,
    isoDay: w.isoDay,
    startMinute: w.startMinute,
    endMinute: w.endMinute,
    validFrom: w.validFrom ?? '',
    validTo: w.validTo ?? '',
  }));
}

/** A new row of a kind: holidays start with no dates, which the form then asks for. */
export function newRow(kind: WindowKind): WindowRow {
  return {
    key: newKey(),
    kind,
    isoDay: 1,
    startMinute: 17 * 60,
    endMinute: 21 * 60,
    validFrom: '',
    validTo: '',
  };
}

/** What the replace call receives. */
export function requestOf(rows: readonly WindowRow[]) {
  return {
    windows: rows.map(({ key: _key, ...row }) => ({
      ...row,
      validFrom: row.validFrom.trim() || null,
      validTo: row.validTo.trim() || null,
    })),
  };
}

export type RowField = 'isoDay' | 'startMinute' | 'endMinute' | 'validFrom' | 'validTo' | 'kind';
/** Each row's problems by field (the contracts' rules), empty when the list may be sent. */
export function rowIssues(
  rows: readonly WindowRow[],
): Map<string, Partial<Record<RowField, string>>> {
  const issues = new Map<string, Partial<Record<RowField, string>>>();
  const parsed = teachingWindowsRequest.safeParse(requestOf(rows));
  if (parsed.success) return issues;
  for (const issue of parsed.error.issues) {
    const [, index, field] = issue.path;
    const row = typeof index === 'number' ? rows[index] : undefined;
    if (!row || typeof field !== 'string') continue;
    const fields = issues.get(row.key) ?? {};
    fields[field as RowField] ??= issue.message;
    issues.set(row.key, fields);
  }
  return issues;
}
