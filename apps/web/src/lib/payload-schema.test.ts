import { describe, expect, it } from 'vitest';
import { anyPayload } from './payload-schema';

describe('anyPayload', () => {
  it('accepts any payload exactly as it came', () => {
    const value = { a: [1] };
    const checked = anyPayload.safeParse(value);
    expect(checked).toEqual({ success: true, data: value });
    expect(checked.success && checked.data).toBe(value);
    expect(anyPayload.safeParse(null)).toEqual({ success: true, data: null });
    expect(anyPayload.safeParse(undefined)).toEqual({ success: true, data: undefined });
  });
});
