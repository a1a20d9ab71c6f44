import { describe, expect, it } from 'vitest';
import { STAGE } from '../funnel/stages.js';
import { applicantStatusLabel, staffStatusLabel } from '../funnel/status-labels.js';
import { STATUS } from '../funnel/statuses.js';
import {
  awaitsBackgroundCheck,
  canHold,
  canRelease,
  contractFileName,
  defaultTerms,
  HOLD_MOVES,
  isHoldStatus,
  offerMove,
  releaseMove,
} from './contract-rules.js';
import { isoDateOf } from '../calendar/wire-dates.js';
import { beijingDayStartOf } from '../calendar/index.js';
import { leavePeriodNear } from './contract-in-force.js';
import { NO_DOCUMENTS } from './documents.js';
import { DEFAULT_TERMS } from './terms.js';

const at = (status: string) => ({ stage: STAGE.CONTRACT, status });

describe('the contract step’s moves', () => {
  it('offers from documents reviewing, offers again while the offer is open, else none', () => {
    expect(offerMove(at(STATUS.PENDING_REVIEW))).toBe('offerContract');
    expect(offerMove(at(STATUS.CONTRACT_INVITATION))).toBe('reofferContract');
    for (const status of [STATUS.Contract, STATUS.BACKGROUND_CHECK, STATUS.Finish, STATUS.Standby])
      expect(offerMove(at(status))).toBeNull();
    expect(offerMove({ stage: STAGE.TRAINING, status: STATUS.PENDING_REVIEW })).toBeNull();
  });

  it('holds before activation and releases only a hold', () => {
    for (const status of [
      STATUS.Contract,
      STATUS.PENDING_REVIEW,
      STATUS.PENDING_RESUBMIT,
      STATUS.CONTRACT_INVITATION,
      STATUS.BACKGROUND_CHECK,
      STATUS.Standby,
    ])
      expect(canHold(at(status))).toBe(true);
    expect(canHold(at(STATUS.Finish))).toBe(false);
    expect(canHold(at(STATUS.CONTRACT_FAIL))).toBe(false);
    expect(canRelease(at(STATUS.Waiver))).toBe(true);
    expect(canRelease(at(STATUS.OutOfContact))).toBe(true);
    expect(canRelease(at(STATUS.PENDING_REVIEW))).toBe(false);
    expect(awaitsBackgroundCheck(at(STATUS.BACKGROUND_CHECK))).toBe(true);
    expect(awaitsBackgroundCheck(at(STATUS.CONTRACT_INVITATION))).toBe(false);
  });

  it('names a move and a label for every hold status', () => {
    expect(HOLD_MOVES).toEqual({
      Standby: 'holdStandby',
      OutOfContact: 'holdOutOfContact',
      Waiver: 'holdWaiver',
    });
    // Each hold reads as a hold at steps 4 and 5, from the funnel's one table of labels.
    expect(
      Object.keys(HOLD_MOVES).map((s) => [
        applicantStatusLabel(STAGE.CONTRACT, s),
        staffStatusLabel(STAGE.CONTRACT, s),
      ]),
    ).toEqual([
      ['On hold (standby)', 'On hold: standby'],
      ['Out of contact', 'On hold: out of contact'],
      ['Withdrawn (waiver)', 'Withdrawn (waiver)'],
    ]);
    expect(isHoldStatus('Waiver')).toBe(true);
    expect(isHoldStatus('Finish')).toBe(false);
  });

  it('releases to where the documents put the applicant', () => {
    const passed = {
      ...NO_DOCUMENTS,
      TEACHER_CERTIFICATE: 'PASS',
      PASSPORT: 'PASS',
      EDU_CERTIFICATE: 'PASS',
    } as const;
    expect(releaseMove(passed)).toBe('releaseToReview');
    expect(releaseMove({ ...passed, PASSPORT: 'RESUBMIT' })).toBe('releaseToResubmit');
    expect(releaseMove(NO_DOCUMENTS)).toBe('releaseToDocuments');
  });
});

describe('the contract’s terms and files', () => {
  it('starts the console’s terms from the defaults, today for six months', () => {
    expect(defaultTerms('2026/11/24')).toEqual({
      contractType: DEFAULT_TERMS.contractType,
      payPerClassCents: 1000,
      basicIncreaseCents: 0, // a first contract includes no raise (decision 052)
      peakCarrots: 1,
      effectiveOn: '2026/11/24',
      expiresOn: '2027/05/23', // the last day it holds: six months, not a day more
    });
  });

  it('ends the last leave period on the day the default contract expires (one last day)', () => {
    const terms = defaultTerms('2026/11/24');
    const span = {
      id: 1,
      version: 1,
      effectiveOn: isoDateOf(terms.effectiveOn),
      expiresOn: isoDateOf(terms.expiresOn),
    };
    const lastDay = beijingDayStartOf(span.expiresOn);
    const period = leavePeriodNear([span], lastDay + 3_600_000, DEFAULT_TERMS.months);
    // The leave page writes `end - 1` as the period's last day: the contract's last day.
    expect(period).toMatchObject({
      start: beijingDayStartOf(span.effectiveOn),
      end: lastDay + 24 * 3_600_000,
    });
  });

  it('names the files by version', () => {
    expect(contractFileName(2, false)).toBe('contract-v2.pdf');
    expect(contractFileName(2, true)).toBe('contract-v2-signed.pdf');
  });
});
