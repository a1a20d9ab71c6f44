/**
 * The teachers' notices (table teacher_notifications, decision 067): 30 for each teacher of
 * the classes seed, over the last 30 days, a third of them unread. Every teacher page asks the
 * unread count (the bell), and the drawer reads the first page.
 */
const EACH = 30;

export default {
  name: 'notifications',
  tables: ['teacher_notifications'],
  async run({ client }) {
    const { rowCount } = await client.query(
      `insert into teacher_notifications (user_id, kind, title, text, link, created_at, read_at)
       select t.user_id, 'payslipReleased', 'Notice ' || n, 'A bench notice of a mail sent.',
              '/payslip/list', now() - make_interval(hours => n * 24),
              case when n % 3 = 0 then null else now() - make_interval(hours => n * 24 - 1) end
         from teachers t cross join generate_series(1, $1::int) as n`,
      [EACH],
    );
    return { teacher_notifications: rowCount };
  },
};
