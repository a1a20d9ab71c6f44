import { STAFF_ACCOUNT, type StaffMember, type StaffSwitchStatus } from '@portal/contracts';

/**
 * The status button of a row: a disabled member can be enabled, anybody else disabled.
 * Nobody switches themselves (the server refuses it too), so their row has no button.
 */
export function statusChangeFor(
  member: Pick<StaffMember, 'id' | 'status'>,
  selfId: number,
): StaffSwitchStatus | null {
  if (member.id === selfId) return null;
  return member.status === STAFF_ACCOUNT.DISABLED ? STAFF_ACCOUNT.ACTIVE : STAFF_ACCOUNT.DISABLED;
}
