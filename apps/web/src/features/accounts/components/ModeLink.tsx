import { Anchor, Group } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

interface ModeLinkProps {
  /** The other mode's address on /home. */
  to: string;
  /** Runs as the visitor follows the link, so the typed address can go along. */
  onFollow: () => void;
  children: ReactNode;
}

/** The link under a mode's fields to another mode of the account card. */
export function ModeLink({ to, onFollow, children }: ModeLinkProps) {
  return (
    <Group justify="flex-end">
      <Anchor component={Link} to={to} size="sm" onClick={onFollow}>
        {children}
      </Anchor>
    </Group>
  );
}
