/**
 * The birthday travels as `YYYY/MM/DD` (contracts' wireDate); a date input speaks
 * `YYYY-MM-DD`. Anything else becomes '' so the field shows empty, never a wrong date.
 */
const WIRE = /^(\d{4})\/(\d{2})\/(\d{2})$/;
const INPUT = /^(\d{4})-(\d{2})-(\d{2})$/;

export function toDateInput(wire: string): string {
  const match = WIRE.exec(wire.trim());
  return match ? `${match[1]}-${match[2]}-${match[3]}` : '';
}

export function fromDateInput(value: string): string {
  const match = INPUT.exec(value.trim());
  return match ? `${match[1]}/${match[2]}/${match[3]}` : '';
}

/** Today as `YYYY-MM-DD` in the browser's zone: the latest birthday the picker offers. */
export function todayForDateInput(now: Date = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}
