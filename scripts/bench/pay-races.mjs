/**
 * Payslips' race (decision 042), joined to RACES in races.mjs: FINANCE making the same month's
 * payment batch 20 times at once put each payslip in one batch (pay_batch_payslips is keyed by
 * the payslip; the batch is made by `insert ... on conflict do nothing`); every other attempt
 * finds nothing left and is refused as empty, rolled back. Payslips and bank details are rows
 * written directly, in a month no seed uses; the race is the creation.
 */

const JSON_BODY = { 'content-type': 'application/json' };
/** January 2019 in Beijing (UTC+8): a pay month start nothing else in the bench touches. */
const RACE_MONTH = Date.UTC(2018, 11, 31, 16);
const PAYSLIPS = 10;

/**
 * @param {{ activatedTeacher: (args: object, label: string) => Promise<{ userId: number, token: string }> }} deps
 */
export function payRaces({ activatedTeacher }) {
  return [
    {
      name: `make one month's PayPal batch 20x (${PAYSLIPS} payslips)`,
      parallel: 20,
      prepare: async (args) => {
        const teacherIds = [];
        for (let i = 0; i < PAYSLIPS; i += 1)
          teacherIds.push((await activatedTeacher(args, `batched${i}`)).userId);
        await args.client.query(
          `insert into bank_details (user_id, method, sealed, key_id, masked)
           select id, 'PAYPAL', 'race', 'race', '••••' from unnest($1::bigint[]) id`,
          [teacherIds],
        );
        await args.client.query(
          `insert into payslips (teacher_id, month_start, status, total_cents, generated_at,
                                 released_at, submitted_at)
           select id, $2, 'SUBMIT_FINANCIAL', 1000 + ord::int, now(), now(), now()
             from unnest($1::bigint[]) with ordinality as t(id, ord)`,
          [teacherIds, new Date(RACE_MONTH)],
        );
        return { teacherIds, token: args.ctx.payslips.financeToken };
      },
      request: (_i, state, ctx) => ({
        method: 'POST',
        path: '/ops/pay/batches',
        headers: { ...JSON_BODY, 'x-forwarded-for': ctx.nextIp(), 'x-auth-token': state.token },
        body: JSON.stringify({ monthStartTime: RACE_MONTH, paymentMethod: 'PAYPAL' }),
      }),
      verify: async ({ client, statuses, codes }) => {
        const { rows } = await client.query(
          `select (select count(*)::int from pay_batches where month_start = $1) as batches,
                  (select count(*)::int from pay_batch_payslips bp join payslips p on p.id = bp.payslip_id
                    where p.month_start = $1) as links,
                  (select coalesce(sum(payslip_count), 0)::int from pay_batches where month_start = $1) as counted`,
          [new Date(RACE_MONTH)],
        );
        const [row] = rows;
        const total = Object.values(statuses).reduce((sum, n) => sum + n, 0);
        return [
          {
            label: `batches ${row.batches}, payslips batched ${row.links}, counted ${row.counted} (want 1, ${PAYSLIPS}, ${PAYSLIPS})`,
            ok: row.batches === 1 && row.links === PAYSLIPS && row.counted === PAYSLIPS,
          },
          { label: `200 answers: ${statuses[200] ?? 0} (want 1)`, ok: statuses[200] === 1 },
          {
            label: `409 "empty batch" answers: ${codes.BIZ_PAY_BATCH_EMPTY ?? 0} (want ${total - 1})`,
            ok: codes.BIZ_PAY_BATCH_EMPTY === total - 1,
          },
        ];
      },
    },
  ];
}
