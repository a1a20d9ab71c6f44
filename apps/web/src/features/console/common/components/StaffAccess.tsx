import { Alert } from '@mantine/core';
import {
  mayOpen,
  mayTake,
  type OpsScreen,
  type StaffAction,
  type StaffMember,
} from '@portal/contracts';
import type { ReactNode } from 'react';
import { useStaffMe } from '../../shell/api/get-staff-me';

/** Whether the signed-in member may take an action (contracts' mayTake): `may('managePay')`. */
export function useStaffMay(): (action: StaffAction) => boolean {
  const { data: member } = useStaffMe();
  return (action) => mayTake(member, action);
}

/**
 * Whether the signed-in member may open a console screen (contracts' OPS_SCREEN_ACTIONS, which
 * the menu reads too): `mayOpen('teacherLeave')` before linking to it.
 */
export function useStaffMayOpen(): (screen: OpsScreen) => boolean {
  const { data: member } = useStaffMe();
  return (screen) => mayOpen(member, screen);
}

interface StaffAccessProps {
  /** The screen guarded: the action it needs is the contracts' OPS_SCREEN_ACTIONS entry. */
  screen: OpsScreen;
  /** Why a member without the right sees nothing, in the screen's words. */
  deniedTitle: ReactNode;
  denied: ReactNode;
  /** The screen, or a function of the member for a screen that needs them. */
  children: ReactNode | ((member: StaffMember) => ReactNode);
}

/**
 * A screen for the roles that may open it; any other member reads why not. The server
 * refuses the screen's calls to them too: this only spares them a page of errors.
 */
export function StaffAccess({ screen, deniedTitle, denied, children }: StaffAccessProps) {
  const { data: member } = useStaffMe();
  if (!member || !mayOpen(member, screen)) return <NoAccess title={deniedTitle}>{denied}</NoAccess>;
  return typeof children === 'function' ? children(member) : children;
}

/** What a member whose roles may not see a screen reads instead (for a screen that checks first). */
export function NoAccess({ title, children }: { title: ReactNode; children: ReactNode }) {
  return (
    <Alert color="yellow" title={title} role="alert">
      {children}
    </Alert>
  );
}
