import { Paper } from '@mantine/core';
import type { ReactNode } from 'react';
import classes from './AccountForms.module.css';

/** The landing page's account corner: the forms, or the signed-in user's welcome. */
export function AccountCard({ titleId, children }: { titleId: string; children: ReactNode }) {
  return (
    <Paper
      component="section"
      aria-labelledby={titleId}
      withBorder
      shadow="sm"
      p="lg"
      className={classes.card}
    >
      {children}
    </Paper>
  );
}
