import type { StaffMember } from '@portal/contracts';

/**
 * The status button of a row: a disabled member can be enabled, anybody else disabled.
 * Nobody switches themselves (the server refuses it too), so their row has no button.
 */
export function statusChangeFor(
  member: Pick<StaffMember, 'id' | 'status'>,
  selfId: number,
): 'ACTIVE' | 'DISABLED' | null {
  if (member.id === selfId) return null;
  return member.status === 'DISABLED' ? 'ACTIVE' : 'DISABLED';
}
