import { Paper, Stack, Title } from '@mantine/core';
import { useId, type ReactNode } from 'react';

/**
 * A section of the teacher home: a bordered card named by its heading (h2 in the page's
 * outline, h4 in size), its content stacked under it.
 */
export function HomeSection({ title, children }: { title: ReactNode; children: ReactNode }) {
  const id = useId();
  return (
    <Paper
      withBorder
      p={{ base: 'md', sm: 'lg' }}
      radius="md"
      component="section"
      aria-labelledby={id}
    >
      <Stack gap="sm">
        <Title order={2} size="h4" id={id}>
          {title}
        </Title>
        {children}
      </Stack>
    </Paper>
  );
}
