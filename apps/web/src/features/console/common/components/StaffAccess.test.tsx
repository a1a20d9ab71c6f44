// @vitest-environment happy-dom
import type { StaffMember, StaffRole } from '@portal/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderUi } from '../../../../test/render';
import { STAFF_ME_KEY } from '../../shell/api/ops-call';
import { StaffAccess, useStaffMay } from './StaffAccess';

const member = (roles: StaffRole[]): StaffMember => ({
  id: 7,
  email: 'ops@example.com',
  name: 'Ops',
  roles,
  status: 'ACTIVE',
  createdAt: 0,
  twoFactor: false,
});

/** The console as a member with these roles sees it (their session already read). */
function renderAs(roles: StaffRole[] | null, ui: React.ReactNode) {
  const client = new QueryClient();
  client.setQueryData(STAFF_ME_KEY, roles === null ? null : member(roles));
  return renderUi(<QueryClientProvider client={client}>{ui}</QueryClientProvider>);
}

const guarded = (
  <StaffAccess screen="pay" deniedTitle="No access" denied="Finance only">
    <p>Payslips</p>
  </StaffAccess>
);

function Rights() {
  const may = useStaffMay();
  return <p>{`pay ${may('viewPay')}, staff ${may('manageStaff')}`}</p>;
}

afterEach(cleanup);

describe('StaffAccess', () => {
  it('shows the screen to a role that may take the action (ADMIN included)', () => {
    renderAs(['FINANCE'], guarded);
    expect(screen.getByText('Payslips')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    cleanup();
    renderAs(['ADMIN'], guarded);
    expect(screen.getByText('Payslips')).toBeTruthy();
  });

  it('tells any other member, and nobody signed in, why not, instead of the screen', () => {
    for (const roles of [['RECRUITER'], null] as (StaffRole[] | null)[]) {
      renderAs(roles, guarded);
      const alert = screen.getByRole('alert');
      expect(alert.textContent).toContain('No access');
      expect(alert.textContent).toContain('Finance only');
      expect(screen.queryByText('Payslips')).toBeNull();
      cleanup();
    }
  });

  it('hands the member to a screen that needs them', () => {
    renderAs(
      ['ADMIN'],
      <StaffAccess screen="staff" deniedTitle="No" denied="No">
        {(me) => <p>{`member ${me.id}`}</p>}
      </StaffAccess>,
    );
    expect(screen.getByText('member 7')).toBeTruthy();
  });

  it("answers a screen's smaller questions with the same rules", () => {
    renderAs(['FINANCE'], <Rights />);
    expect(screen.getByText('pay true, staff false')).toBeTruthy();
  });
});
