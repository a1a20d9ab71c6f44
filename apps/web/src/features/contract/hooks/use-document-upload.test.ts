// @vitest-environment happy-dom
import { FIELD_MESSAGES } from '@portal/contracts';
import { act, cleanup, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../lib/api-error';
import type { ChosenFile } from '../lib/document-slots';
import { useDocumentUpload } from './use-document-upload';

interface Sent {
  file: File;
  onProgress?: (percent: number) => void;
  signal?: AbortSignal;
  resolve: (chosen: ChosenFile) => void;
  reject: (reason: unknown) => void;
}
const sent: Sent[] = [];

vi.mock('../api/documents', () => ({
  uploadDocumentFile: (
    _useType: string,
    file: File,
    options: { onProgress?: (percent: number) => void; signal?: AbortSignal },
  ) =>
    new Promise<ChosenFile>((resolve, reject) => sent.push({ file, ...options, resolve, reject })),
}));

const pdf = (name = 'id.pdf') => new File(['%PDF-1.4'], name, { type: 'application/pdf' });
const chosen = (objectName: string): ChosenFile => ({
  objectName,
  fileName: 'id.pdf',
  fileType: 'PDF',
});

beforeEach(() => {
  sent.length = 0;
});
afterEach(cleanup);

describe('useDocumentUpload', () => {
  it('says what is wrong with a file before sending anything', () => {
    const onDone = vi.fn();
    const { result } = renderHook(() => useDocumentUpload('PASSPORT', onDone));
    act(() => result.current.start(pdf('notes.docx')));
    expect(result.current.error).toBe(FIELD_MESSAGES.uploadDocumentFormat);
    act(() => result.current.start(new File([], 'empty.pdf')));
    expect(result.current.error).toBe(FIELD_MESSAGES.noFile);
    expect(sent).toHaveLength(0);
    expect(onDone).not.toHaveBeenCalled();
  });

  it('shows the progress, then hands the received file over', async () => {
    const onDone = vi.fn();
    const { result } = renderHook(() => useDocumentUpload('PASSPORT', onDone));
    act(() => result.current.start(pdf()));
    expect(result.current.percent).toBe(0);
    act(() => sent[0]?.onProgress?.(42));
    expect(result.current.percent).toBe(42);
    await act(async () => sent[0]?.resolve(chosen('a'.repeat(22))));
    expect(result.current.percent).toBeNull();
    expect(result.current.error).toBeNull();
    expect(onDone).toHaveBeenCalledWith(chosen('a'.repeat(22)));
  });

  it("shows the server's refusal", async () => {
    const { result } = renderHook(() => useDocumentUpload('PASSPORT', vi.fn()));
    act(() => result.current.start(pdf()));
    const refusal = new ApiError({
      code: 'BIZ_UPLOAD_DOCUMENT_FORMAT',
      status: 415,
      message: 'Format error.',
    });
    await act(async () => sent[0]?.reject(refusal));
    expect(result.current).toMatchObject({ percent: null, error: 'Format error.' });
  });

  it('lets a newer file replace one in flight: only the newest is handed over', async () => {
    const onDone = vi.fn();
    const { result } = renderHook(() => useDocumentUpload('PASSPORT', onDone));
    act(() => result.current.start(pdf('old.pdf')));
    act(() => result.current.start(pdf('new.pdf')));
    expect(sent[0]?.signal?.aborted).toBe(true);
    await act(async () => sent[0]?.resolve(chosen('o'.repeat(22))));
    await act(async () => sent[1]?.resolve(chosen('n'.repeat(22))));
    expect(onDone.mock.calls).toEqual([[chosen('n'.repeat(22))]]);
  });

  it('cancels the upload in flight when the page is left', () => {
    const { result, unmount } = renderHook(() => useDocumentUpload('PASSPORT', vi.fn()));
    act(() => result.current.start(pdf()));
    unmount();
    expect(sent[0]?.signal?.aborted).toBe(true);
  });
});
