/**
 * The account-protection log (table security_events): failed sign-ins, registrations and
 * reset requests of the last day, which the sign-in and register calls count on every
 * request. Addresses (192.168.x.x) and e-mails (@elsewhere.example) never meet the bench's
 * own (10.x.x.x, bench.user<n>@example.com), so no captcha rule fires during the calls.
 */
export default {
  name: 'security events',
  tables: ['security_events'],
  async run({ client, ctx }) {
    const count = Math.max(10_000, ctx.scale.users);
    const { rowCount } = await client.query(
      `insert into security_events (kind, email, ip, created_at)
       select (array['SIGN_IN_FAILED', 'SIGN_IN_FAILED', 'REGISTERED', 'RESET_REQUESTED'])[1 + n % 4],
              'someone' || (n % 25000) || '@elsewhere.example',
              '192.168.' || (n / 256 % 256) || '.' || (n % 256),
              now() - make_interval(secs => (n * 0.83)::int % 82800)
         from generate_series(1, $1::int) as n`,
      [count],
    );
    return { security_events: rowCount };
  },
};
