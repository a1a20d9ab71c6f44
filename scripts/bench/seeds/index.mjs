import accounts from './accounts.mjs';
import classes from './classes.mjs';
import notifications from './notifications.mjs';
import payslips from './payslips.mjs';
import securityEvents from './security-events.mjs';
import staff from './staff.mjs';

/**
 * The bench's data, made over SQL after the server's first start (it migrates the tables),
 * in this order. A seeder: `{ name, tables, run({ client, ctx }) }`; `run` inserts its rows
 * (generate_series or COPY, never the API), may put what calls need into `ctx`, and returns
 * `{ table: rows }`. The bench analyzes `tables` afterwards so plans see real statistics.
 * A later feature adds its tables with one more file here.
 */
export const SEEDERS = [accounts, securityEvents, staff, classes, payslips, notifications];
