// @vitest-environment happy-dom
import { PAYSLIP_STATUS_LABELS, PAYSLIP_STATUSES } from '@portal/contracts';
import { cleanup, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { loadTexts } from '../../../../lib/i18n';
import consoleTexts from '../../../../locales/en/console.json';
import { renderUi } from '../../../../test/render';
import { OpsPayslipStatus } from './OpsPayslipStatus';

beforeAll(() => loadTexts('console'));
afterEach(cleanup);

describe("a payslip's status in the console (issue 36)", () => {
  it('reads the staff label of every status, from the one table the filter reads', () => {
    for (const status of PAYSLIP_STATUSES) {
      const label = consoleTexts.pay.statuses[status];
      expect(label.trim(), status).not.toBe('');
      const { unmount } = renderUi(<OpsPayslipStatus status={status} />);
      expect(screen.getByText(label).textContent, status).toBe(label);
      unmount();
    }
  });

  it('says a DRAFT is a draft, never the teacher-facing "Generating"', () => {
    renderUi(<OpsPayslipStatus status="DRAFT" />);
    expect(screen.getByText('Draft (not released)')).toBeTruthy();
    expect(screen.queryByText(PAYSLIP_STATUS_LABELS.DRAFT, { exact: false })).toBeNull();
  });
});
