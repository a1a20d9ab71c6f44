import { Anchor, type AnchorProps } from '@mantine/core';
import { fillPath, OPS_ROUTES } from '@portal/contracts';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useStaffMayOpen } from './StaffAccess';

/**
 * A teacher's name wherever the console shows it (decision 063): a link to their page for a
 * member who may open it, plain text for any other. `children` replaces the name as the text.
 */
export function TeacherLink({
  userId,
  name,
  children,
  ...anchor
}: { userId: number; name: string; children?: ReactNode } & AnchorProps) {
  const mayOpen = useStaffMayOpen();
  if (!mayOpen('teacher')) return <>{children ?? name}</>;
  return (
    <Anchor
      component={Link}
      to={fillPath(OPS_ROUTES.teacher, { userId })}
      state={{ name }}
      {...anchor}
    >
      {children ?? name}
    </Anchor>
  );
}
