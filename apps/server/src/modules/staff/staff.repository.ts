import { asc, count, eq, sql } from 'drizzle-orm';
import type { StaffMember, StaffRole, StaffStatus } from '@portal/contracts';
import type { Db } from '../../db/database.js';
import { staff } from '../../db/schema/index.js';

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

export function createStaffRepository(db: Db) {
  return {
    async insert(row: {
      email: string;
      name: string;
      roles: StaffRole[];
      invitedBy?: number;
    }): Promise<StaffRow | undefined> {
      const [created] = await db
        .insert(staff)
        .values({ ...row, status: 'INVITED' })
        .onConflictDoNothing()
        .returning(columns);
      return created ? toRow(created) : undefined;
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

    async setPassword(id: number, passwordHash: string) {
      await db
        .update(staff)
        .set({
          passwordHash,
          status: sql`case when ${staff.status} = 'INVITED' then 'ACTIVE' else ${staff.status} end`,
        })
        .where(eq(staff.id, id));
    },

    async setStatus(id: number, status: StaffStatus) {
      await db.update(staff).set({ status }).where(eq(staff.id, id));
    },
  };
}
export type StaffRepository = ReturnType<typeof createStaffRepository>;
