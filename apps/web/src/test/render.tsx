import { MantineProvider } from '@mantine/core';
import { render, type RenderResult } from '@testing-library/react';
import type { ReactNode } from 'react';
import '../lib/i18n';

/** Renders a component in Mantine's provider, with the shell's texts (component tests). */
export function renderUi(ui: ReactNode): RenderResult {
  return render(<MantineProvider>{ui}</MantineProvider>);
}
