import { LEAVE_RECORD_STATUSES } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import { STATUS_TONES } from './record-labels';

describe('the records’ status badges', () => {
  it('give every status a tone: waiting blue, standing grey or red, given back green', () => {
    expect(Object.keys(STATUS_TONES).sort()).toEqual([...LEAVE_RECORD_STATUSES].sort());
    expect(STATUS_TONES).toEqual({
      RECORDED: 'gray',
      APPEALED: 'blue',
      UPHELD: 'red',
      REVERSED: 'green',
      REMOVED: 'green',
    });
  });
});
