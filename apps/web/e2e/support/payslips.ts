/// <reference types="node" />
/**
 * Released payslips for the payslip journeys (issue 14), written as generation and FINANCE's
 * release would leave them: the month before this one (Beijing) released and waiting for a
 * receipt, the month before that paid. The lines' sums are the totals, to the cent.
 */
import {
  addBeijingMonths,
  beijingMonthOf,
  DAY_MS,
  HOUR_MS,
  payMonthLabel,
} from '@portal/contracts';
import pg from 'pg';

interface SeedLine {
  group: string;
  item: string;
  source: string;
  label: string;
  cents: number;
  /** Days into the month of the class, or null for a line of no class. */
  day: number | null;
  finishType?: string;
}

/** The released month: 4 classes, 2 peak incentives, a fine and an adjustment; $74.80. */
const RELEASED_LINES: SeedLine[] = [
  {
    group: 'CLASS_PAYMENT',
    item: 'MAIN_CLASS',
    source: 'CLASS',
    label: 'Main Course',
    cents: 1025,
    day: 2,
    finishType: 'AS_SCHEDULED',
  },
  {
    group: 'CLASS_PAYMENT',
    item: 'MAIN_CLASS',
    source: 'CLASS',
    label: 'Main Course',
    cents: 1025,
    day: 3,
    finishType: 'STUDENT_NO_SHOW',
  },
  {
    group: 'CLASS_PAYMENT',
    item: 'MAIN_CLASS',
    source: 'CLASS',
    label: 'Main Course',
    cents: 0,
    day: 4,
    finishType: 'TEACHER_NO_SHOW',
  },
  {
    group: 'CLASS_PAYMENT',
    item: 'NON_MAIN_CLASS',
    source: 'CLASS',
    label: 'Workshop',
    cents: 1230,
    day: 5,
    finishType: 'STUDENT_IT_PROBLEM',
  },
  {
    group: 'INCENTIVE',
    item: 'PEAK_INCENTIVE',
    source: 'CLASS',
    label: 'Main Course',
    cents: 100,
    day: 2,
  },
  {
    group: 'INCENTIVE',
    item: 'PEAK_INCENTIVE',
    source: 'CLASS',
    label: 'Main Course',
    cents: 100,
    day: 3,
  },
  {
    group: 'DEDUCTION',
    item: 'CANCELLATION_FINE',
    source: 'DEDUCTION',
    label: 'Cancellation fine',
    cents: -200,
    day: 6,
  },
  {
    group: 'ADJUSTMENT',
    item: 'ADJUSTMENT',
    source: 'ADJUSTMENT',
    label: 'Substitute teaching',
    cents: 4200,
    day: null,
  },
];
/** The paid month before it: two classes; $20.50. */
const PAID_LINES: SeedLine[] = [
  {
    group: 'CLASS_PAYMENT',
    item: 'MAIN_CLASS',
    source: 'CLASS',
    label: 'Main Course',
    cents: 1025,
    day: 8,
    finishType: 'AS_SCHEDULED',
  },
  {
    group: 'CLASS_PAYMENT',
    item: 'MAIN_CLASS',
    source: 'CLASS',
    label: 'Main Course',
    cents: 1025,
    day: 9,
    finishType: 'AS_SCHEDULED',
  },
];

export interface SeededPayslips {
  released: { id: number; month: string };
  paid: { id: number; month: string };
}

async function insertPayslip(
  client: pg.Client,
  teacherId: number,
  monthStart: number,
  status: 'OFFICIAL_CONFIRMED' | 'PAID',
  lines: readonly SeedLine[],
): Promise<number> {
  const total = lines.reduce((sum, line) => sum + line.cents, 0);
  const released = new Date(addBeijingMonths(monthStart, 1) + 2 * DAY_MS);
  // Written as a DRAFT, then released: a released payslip's lines are never added to
  // (migration 0020's triggers, decision 052).
  const { rows } = await client.query<{ id: number }>(
    `insert into payslips (teacher_id, month_start, status, total_cents, generated_at)
       values ($1, $2, 'DRAFT', $3, $4) returning id::int as id`,
    [teacherId, new Date(monthStart), total, released],
  );
  const payslipId = rows[0]?.id;
  if (!payslipId) throw new Error('No payslip written.');
  for (const [position, line] of lines.entries()) {
    await client.query(
      `insert into payslip_lines (payslip_id, position, custom_group, pay_item, source, source_id,
          at, label, finish_type, amount_cents)
         values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)`,
      [
        payslipId,
        position,
        line.group,
        line.item,
        line.source,
        // One source per line: the unique (item, source, source id) key holds.
        900_000 + position,
        line.day === null ? null : new Date(monthStart + line.day * DAY_MS + 11 * HOUR_MS),
        line.label,
        line.finishType ?? null,
        line.cents,
      ],
    );
  }
  await client.query(
    'update payslips set status = $2, released_at = $3, paid_at = $4 where id = $1',
    [payslipId, status, released, status === 'PAID' ? released : null],
  );
  return payslipId;
}

/** The teacher's two released payslips (last Beijing month and the one before). */
export async function releasedPayslips(
  databaseUrl: string,
  teacherId: number,
  now = Date.now(),
): Promise<SeededPayslips> {
  const last = addBeijingMonths(beijingMonthOf(now).start, -1);
  const before = addBeijingMonths(last, -1);
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const releasedId = await insertPayslip(
      client,
      teacherId,
      last,
      'OFFICIAL_CONFIRMED',
      RELEASED_LINES,
    );
    const paidId = await insertPayslip(client, teacherId, before, 'PAID', PAID_LINES);
    return {
      released: { id: releasedId, month: payMonthLabel(last) },
      paid: { id: paidId, month: payMonthLabel(before) },
    };
  } finally {
    await client.end();
  }
}

/** A small real PDF (the server reads the first bytes): the teacher's receipt. */
export function receiptPdf(): { name: string; mimeType: string; buffer: Buffer } {
  const text = '%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n';
  return { name: 'receipt.pdf', mimeType: 'application/pdf', buffer: Buffer.from(text) };
}
