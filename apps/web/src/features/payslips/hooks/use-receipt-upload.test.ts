// @vitest-environment happy-dom
import { FIELD_MESSAGES, MESSAGES, type PayslipDetail } from '@portal/contracts';
import { act, cleanup, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../lib/api-error';
import { useReceiptUpload } from './use-receipt-upload';

interface Sent {
  payslipId: number;
  file: File;
  onProgress?: (percent: number) => void;
  signal?: AbortSignal;
  resolve: (detail: PayslipDetail) => void;
  reject: (reason: unknown) => void;
}
const sent: Sent[] = [];
const refresh = vi.fn();

vi.mock('../api/receipt-upload', () => ({
  sendReceipt: (
    payslipId: number,
    file: File,
    options: { onProgress?: (percent: number) => void; signal?: AbortSignal },
  ) =>
    new Promise<PayslipDetail>((resolve, reject) =>
      sent.push({ payslipId, file, ...options, resolve, reject }),
    ),
  useRefreshPayslips: () => refresh,
}));

const pdf = (name = 'receipt.pdf') => new File(['%PDF-1.4'], name, { type: 'application/pdf' });
const detail = { id: 7, status: 'TEACHER_CONFIRMED' } as PayslipDetail;
const refusal = (code: string, message: string) => new ApiError({ code, status: 409, message });

beforeEach(() => {
  sent.length = 0;
  refresh.mockReset();
});
afterEach(cleanup);

describe('useReceiptUpload', () => {
  it('says what is wrong with a file before sending anything', () => {
    const { result } = renderHook(() => useReceiptUpload(7));
    act(() => result.current.start(pdf('notes.txt')));
    expect(result.current.error).toBe(FIELD_MESSAGES.uploadDocumentFormat);
    act(() => result.current.start(new File([], 'empty.pdf')));
    expect(result.current.error).toBe(FIELD_MESSAGES.noFile);
    act(() => result.current.start(null));
    expect(sent).toHaveLength(0);
    expect(result.current.percent).toBeNull();
  });

  it('shows the progress, then the payslip as recorded, read again everywhere', async () => {
    const { result } = renderHook(() => useReceiptUpload(7));
    act(() => result.current.start(pdf()));
    expect(sent[0]?.payslipId).toBe(7);
    expect(result.current).toMatchObject({ percent: 0, error: null, done: false });
    act(() => sent[0]?.onProgress?.(64));
    expect(result.current.percent).toBe(64);
    await act(async () => sent[0]?.resolve(detail));
    expect(result.current).toMatchObject({ percent: null, error: null, done: true });
    expect(refresh).toHaveBeenCalledWith(detail);
  });

  it("shows a payslip refusal's catalogue message and reads the payslip again", async () => {
    const { result } = renderHook(() => useReceiptUpload(7));
    act(() => result.current.start(pdf()));
    const message = MESSAGES.payslipStatusNotEqualReceipt;
    await act(async () =>
      sent[0]?.reject(refusal('BIZ_TEACHER_PAYSLIP_STATUS_NOT_EQUAL_RECEIPT', message)),
    );
    expect(result.current).toMatchObject({ percent: null, error: message, done: false });
    expect(refresh).toHaveBeenCalledWith();
  });

  it('shows other failures without reading the payslip again', async () => {
    const { result } = renderHook(() => useReceiptUpload(7));
    act(() => result.current.start(pdf()));
    await act(async () => sent[0]?.reject(refusal('PUT_FAIL', 'The upload failed.')));
    expect(result.current.error).toBe('The upload failed.');
    expect(refresh).not.toHaveBeenCalled();
  });

  it('cancels the upload in flight when a newer file comes or the page is left', async () => {
    const { result, unmount } = renderHook(() => useReceiptUpload(7));
    act(() => result.current.start(pdf('old.pdf')));
    act(() => result.current.start(pdf('new.pdf')));
    expect(sent[0]?.signal?.aborted).toBe(true);
    await act(async () => sent[0]?.resolve(detail));
    expect(refresh).not.toHaveBeenCalled();
    unmount();
    expect(sent[1]?.signal?.aborted).toBe(true);
  });
});
