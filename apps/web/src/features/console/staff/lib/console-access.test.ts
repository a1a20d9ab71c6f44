import { describe, expect, it } from 'vitest';
import { statusChangeFor } from './console-access';

describe('statusChangeFor', () => {
  it('enables the disabled and disables everybody else, never oneself', () => {
    expect(statusChangeFor({ id: 2, status: 'DISABLED' }, 1)).toBe('ACTIVE');
    expect(statusChangeFor({ id: 2, status: 'ACTIVE' }, 1)).toBe('DISABLED');
    expect(statusChangeFor({ id: 2, status: 'INVITED' }, 1)).toBe('DISABLED');
    expect(statusChangeFor({ id: 1, status: 'ACTIVE' }, 1)).toBeNull();
  });
});
