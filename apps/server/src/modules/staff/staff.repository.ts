import { asc, count, eq, sql } from 'drizzle-orm';
import {
  STAFF_ACCOUNT,
  STAFF_ACCOUNT_LIFECYCLE,
  type StaffMember,
  type StaffRole,
  type StaffStatus,
} from '@portal/contracts';
import type { Db } from '../../db/database.js';
import { staff } from '../../db/schema/index.js';
import { createLifecycleWriter } from '../../status-moves/lifecycle-writer.js';

export interface StaffRow extends StaffMember {
  passwordHash: string | null;
}

const columns = {
  id: staff.id,
  email: staff.email,
  name: staff.name,
  roles: staff.roles,
  status: staff.status,
  passwordHash: staff.passwordHash,
  createdAt: staff.createdAt,
  twoFactor: sql<boolean>`${staff.totpEnabledAt} is not null`,
};

type Selected = { [K in keyof typeof columns]: unknown } & {
  createdAt: Date;
  roles: string[];
  status: string;
};

function toRow(row: Selected): StaffRow {
  return {
    id: row.id as number,
    email: row.email as string,
    name: row.name as string,
    roles: row.roles as StaffRole[],
    status: row.status as StaffStatus,
    passwordHash: row.passwordHash as string | null,
    createdAt: row.createdAt.getTime(),
    twoFactor: row.twoFactor === true,
  };
}

/** The move that puts a member in the state an ADMIN switched them to. */
const SWITCH_MOVES = {
  [STAFF_ACCOUNT.DISABLED]: 'disable',
  [STAFF_ACCOUNT.ACTIVE]: 'enable',
  [STAFF_ACCOUNT.INVITED]: 'enableInvited',
} as const;

export function createStaffRepository(db: Db) {
  const members = createLifecycleWriter(db, STAFF_ACCOUNT_LIFECYCLE, {
    table: staff,
    id: staff.id,
    status: staff.status,
  });
  return {
    async insert(row: {
      email: string;
      name: string;
      roles: StaffRole[];
      invitedBy?: number;
    }): Promise<StaffRow | undefined> {
      // The first member is made by the operator's command line, later ones by an ADMIN.
      const [created] = await members.create(
        'invite',
        row.invitedBy ? { by: 'staff', staffId: row.invitedBy } : { by: 'operator' },
        [row],
        true,
      );
      return created ? toRow({ ...created, twoFactor: created.totpEnabledAt !== null }) : undefined;
    },

    async findByEmail(email: string): Promise<StaffRow | undefined> {
      const [row] = await db
        .select(columns)
        .from(staff)
        .where(sql`lower(${staff.email}) = ${email.toLowerCase()}`);
      return row ? toRow(row) : undefined;
    },

    async findById(id: number): Promise<StaffRow | undefined> {
      const [row] = await db.select(columns).from(staff).where(eq(staff.id, id));
      return row ? toRow(row) : undefined;
    },

    async list(): Promise<{ total: number; records: StaffRow[] }> {
      const rows = await db.select(columns).from(staff).orderBy(asc(staff.id));
      const [total] = await db.select({ n: count() }).from(staff);
      return { total: total?.n ?? 0, records: rows.map(toRow) };
    },

    /** A first password activates an invited member; a later one changes only the password. */
    async setPassword(id: number, passwordHash: string) {
      const self = { by: 'staff', staffId: id } as const;
      const moved = await members.move('setFirstPassword', self, eq(staff.id, id), {
        passwordHash,
      });
      if (moved.length === 0) await db.update(staff).set({ passwordHash }).where(eq(staff.id, id));
    },

    /** An ADMIN's switch (`by`); a member already in that state is left as they are. */
    async setStatus(id: number, status: StaffStatus, by: number) {
      await members.move(SWITCH_MOVES[status], { by: 'staff', staffId: by }, eq(staff.id, id));
    },
  };
}
export type StaffRepository = ReturnType<typeof createStaffRepository>;
