import { parseArgs } from 'node:util';
import { STAFF_ROLES, type StaffRole } from '@portal/contracts';
import { loadConfig } from '../config.js';
import { openDatabase } from '../db/database.js';
import { AppError } from '../lib/app-error.js';
import { createOneTimeTokenRepository } from '../modules/auth/one-time-token.repository.js';
import { createStaffRepository } from '../modules/staff/staff.repository.js';
import { createStaffMembers } from '../modules/staff/staff.service.js';
import { createTwoFactorRepository } from '../modules/staff/two-factor.repository.js';

const USAGE = `Usage: npm run staff -- create --email E --role R [--role R2] [--name "Full Name"]
       npm run staff -- reset-two-factor --email E
Roles: ${STAFF_ROLES.join(', ')}
create prints a one-time link (valid 7 days) where the member sets their password.
reset-two-factor removes a member's second factor and recovery codes (a lost phone): a role
that needs one sets it up again at the next sign-in.
With the embedded database, stop the server first: PGlite serves one process at a time.`;

async function main(): Promise<number> {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: {
      email: { type: 'string' },
      role: { type: 'string', multiple: true },
      name: { type: 'string' },
      help: { type: 'boolean', short: 'h' },
    },
  });
  const roles = (values.role ?? []).map((role) => role.toUpperCase());
  const unknown = roles.filter((role) => !(STAFF_ROLES as readonly string[]).includes(role));
  const command = positionals[0];
  const wellFormed =
    command === 'reset-two-factor'
      ? Boolean(values.email)
      : command === 'create' && values.email && roles.length > 0 && unknown.length === 0;
  if (values.help || !wellFormed || !values.email) {
    if (unknown.length > 0) console.error(`Unknown role: ${unknown.join(', ')}`);
    console.error(USAGE);
    return values.help ? 0 : 2;
  }
  const config = loadConfig();
  const database = await openDatabase(
    config.DATABASE_URL
      ? { kind: 'postgres', url: config.DATABASE_URL, poolMax: 2 }
      : { kind: 'embedded', dataDir: `${config.dataDir}/pglite` },
  );
  try {
    await database.migrate();
    if (command === 'reset-two-factor') {
      const member = await createStaffRepository(database.db).findByEmail(values.email.trim());
      if (!member) {
        console.error(`No staff member has the address ${values.email}.`);
        return 1;
      }
      await createTwoFactorRepository(database.db).disable(member.id);
      process.stdout.write(`Two-factor sign-in removed for ${member.email}.\n`);
      return 0;
    }
    const create = createStaffMembers({
      staff: createStaffRepository(database.db),
      links: createOneTimeTokenRepository(database.db),
      publicUrl: config.PUBLIC_URL,
    });
    const email = values.email.trim();
    const { member, link } = await create({
      email,
      name: values.name?.trim() || email,
      roles: roles as StaffRole[],
    });
    process.stdout.write(
      `Created ${member.email} (${member.roles.join(', ')}).\nSet-password link (once, 7 days):\n${link}\n`,
    );
    return 0;
  } catch (error) {
    if (error instanceof AppError && error.code === 'BIZ_EXISTING_ACCOUNT') {
      console.error(`A staff member with the address ${values.email} already exists.`);
      return 1;
    }
    throw error;
  } finally {
    await database.close();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error('staff command failed:', error);
    process.exit(1);
  },
);
