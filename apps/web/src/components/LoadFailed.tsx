import { Alert, Button } from '@mantine/core';
import type { ReactNode } from 'react';
import { errorMessage } from '../lib/api-error';

export interface LoadFailedProps {
  /** The query's failure: its message is the contracts' catalogue's (errorMessage). */
  error: unknown;
  /** What could not be loaded, in the screen's words. */
  title?: ReactNode;
  /** The retry button's text ("Try again" in the screen's namespace). */
  retryLabel: ReactNode;
  /** Asks again, usually the query's refetch. */
  onRetry: () => void;
  /** The button on a line of its own under the message (the payslips' screens). */
  retryOnOwnLine?: boolean;
}

/** A read that failed: the catalogue's message and a way to ask again. */
export function LoadFailed({ error, title, retryLabel, onRetry, retryOnOwnLine }: LoadFailedProps) {
  return (
    <Alert color="red" role="alert" title={title}>
      {errorMessage(error)}
      <Button
        mt="sm"
        size="xs"
        variant="default"
        display={retryOnOwnLine ? 'block' : undefined}
        onClick={onRetry}
      >
        {retryLabel}
      </Button>
    </Alert>
  );
}
