/**
 * The recruiter's review calls (`REVIEW_CALLS`): the applicant list's query, the list and the
 * detail answered, and the decision on a resume, which needs a reason unless it passes. Each
 * case checks the exact parsed value, or the path and message of each issue.
 */
import { describe, expect, it } from 'vitest';
import { TABLE_PAGE_SIZE_OPTIONS } from '../paging.js';
import { FIELD_MESSAGES } from '../errors/messages.js';
import {
  applicantCursorText,
  applicantDetail,
  applicantIdParams,
  applicantList,
  applicantListQuery,
  applicantSummary,
  applicationEvent,
  DEFAULT_APPLICANT_PAGE_SIZE,
  RESUME_DECISIONS,
  resumeDecisionRequest,
} from './review.js';
import { codesOf, issuesOf, valueOf } from '../test/parse.js';

describe('the applicant list’s query', () => {
  it('reads every filter, trimmed, with numbers given as text', () => {
    expect(
      valueOf(applicantListQuery, {
        search: '  smith ',
        stage: 'INTERVIEW',
        status: ' Interview ',
        sort: 'oldest',
        pageIndex: '2',
        pageSize: '100',
        unknown: 'dropped',
      }),
    ).toEqual({
      search: 'smith',
      stage: 'INTERVIEW',
      status: 'Interview',
      sort: 'oldest',
      pageIndex: 2,
      pageSize: 100,
    });
  });

  it('reads empty, blank and null filters as not given', () => {
    expect(valueOf(applicantListQuery, {})).toEqual({});
    expect(
      valueOf(applicantListQuery, {
        search: '',
        stage: '  ',
        status: null,
        sort: '',
        pageIndex: '',
        pageSize: null,
      }),
    ).toEqual({});
  });

  it('takes a search of up to 100 characters and a status of up to 50', () => {
    expect(valueOf(applicantListQuery, { search: 'a', status: 'b' })).toEqual({
      search: 'a',
      status: 'b',
    });
    const longest = { search: 'a'.repeat(100), status: 'b'.repeat(50) };
    expect(valueOf(applicantListQuery, longest)).toEqual(longest);
    expect(
      codesOf(applicantListQuery, { search: 'a'.repeat(101), status: 'b'.repeat(51) }),
    ).toEqual([
      ['search', 'too_big'],
      ['status', 'too_big'],
    ]);
  });

  it('sorts by the newest or the oldest only, and filters by a stage of the funnel', () => {
    expect(valueOf(applicantListQuery, { sort: 'newest' })).toEqual({ sort: 'newest' });
    expect(valueOf(applicantListQuery, { sort: 'oldest' })).toEqual({ sort: 'oldest' });
    expect(codesOf(applicantListQuery, { sort: 'name' })).toEqual([['sort', 'invalid_value']]);
    expect(codesOf(applicantListQuery, { stage: 'MOON' })).toEqual([['stage', 'invalid_value']]);
  });

  it('pages from 1 to 10,000', () => {
    for (const pageIndex of [1, 2, 10_000]) {
      expect(valueOf(applicantListQuery, { pageIndex }), String(pageIndex)).toEqual({ pageIndex });
    }
    for (const pageIndex of [0, -1, 10_001, 1.5, 'x']) {
      expect(codesOf(applicantListQuery, { pageIndex }), String(pageIndex)).toEqual([
        ['pageIndex', expect.any(String)],
      ]);
    }
  });

  it('starts a keyset page after a cursor `<microseconds>.<id>`, never with a page number', () => {
    const cursor = { registeredAtUs: 1_700_000_000_123_456, userId: 42 };
    expect(applicantCursorText(cursor)).toBe('1700000000123456.42');
    expect(valueOf(applicantListQuery, { after: ' 1700000000123456.42 ' })).toEqual({
      after: cursor,
    });
    expect(valueOf(applicantListQuery, { after: '0.1', pageSize: 50 })).toEqual({
      after: { registeredAtUs: 0, userId: 1 },
      pageSize: 50,
    });
    for (const after of [
      'x',
      '12',
      '12.',
      '.5',
      '1.2.3',
      '-1.5',
      '1.-5',
      '1.0',
      '1e3.4',
      '12345678901234567.1',
    ]) {
      expect(issuesOf(applicantListQuery, { after }), after).toEqual([
        ['after', FIELD_MESSAGES.invalid],
      ]);
    }
    expect(issuesOf(applicantListQuery, { after: '1.2', pageIndex: 1 })).toEqual([
      ['pageIndex', FIELD_MESSAGES.invalid],
    ]);
  });

  it('shows 50, 100 or 200 rows a page, 50 by default', () => {
    expect(DEFAULT_APPLICANT_PAGE_SIZE).toBe(50);
    for (const pageSize of TABLE_PAGE_SIZE_OPTIONS) {
      expect(valueOf(applicantListQuery, { pageSize }), String(pageSize)).toEqual({ pageSize });
      expect(valueOf(applicantListQuery, { pageSize: String(pageSize) })).toEqual({ pageSize });
    }
    for (const pageSize of [0, 10, 75, 150, 500]) {
      expect(codesOf(applicantListQuery, { pageSize }), String(pageSize)).toEqual([
        ['pageSize', 'invalid_value'],
      ]);
    }
  });
});

const summary = {
  userId: 7,
  email: 'ann@example.com',
  name: 'Ann Lee',
  stage: 'BASE_INFO',
  status: 'Apply',
  registeredAt: 1_700_000_000_000,
  submittedAt: null,
  ownerId: 3,
  ownerName: 'Rita Recruiter',
};
const event = {
  at: 1_700_000_100_000,
  by: 'recruiter@example.com',
  fromStage: 'BASE_INFO',
  fromStatus: 'Apply',
  toStage: 'INTERVIEW',
  toStatus: 'InterviewInvitation_1',
  reason: '',
};

describe('the applicants answered', () => {
  it('list each applicant’s summary with the total', () => {
    expect(valueOf(applicantSummary, { ...summary, extra: true })).toEqual(summary);
    const submitted = { ...summary, submittedAt: 1_700_000_050_000 };
    expect(valueOf(applicantSummary, submitted)).toEqual(submitted);
    const list = { total: 2, records: [summary, submitted] };
    expect(valueOf(applicantList, list)).toEqual(list);
    const withNext = { ...list, next: '1700000000000000.7' };
    expect(valueOf(applicantList, withNext)).toEqual(withNext);
    expect(codesOf(applicantSummary, { ...summary, submittedAt: undefined })).toEqual([
      ['submittedAt', 'invalid_type'],
    ]);
  });

  it('address one applicant by a positive id, given as a number or text', () => {
    expect(valueOf(applicantIdParams, { userId: '42' })).toEqual({ userId: 42 });
    expect(valueOf(applicantIdParams, { userId: 1 })).toEqual({ userId: 1 });
    expect(codesOf(applicantIdParams, { userId: 0 })).toEqual([['userId', 'too_small']]);
    expect(codesOf(applicantIdParams, { userId: '-3' })).toEqual([['userId', 'too_small']]);
  });

  it('detail the resume, the files as links, the demos and the stage history', () => {
    const result = {
      staffId: 7,
      staffName: 'Ivy',
      result: 'SPARE',
      scores: [{ criterion: 'Energy and warmth', score: 3 }],
      feedback: 'More gestures.',
      decidedAt: 1_700_000_300_000,
    };
    const detail = {
      applicant: summary,
      resume: { firstName: 'Ann', yearsTeaching: 3, taughtOnline: true, middleInitial: null },
      files: [
        { field: 'cv', fileName: 'cv.pdf', url: 'https://files.example/1', contentType: 'x' },
      ],
      demos: [
        {
          bookingId: 3,
          courseType: 'INTERVIEW',
          startTime: 1_700_000_100_000,
          endTime: 1_700_001_600_000,
          status: 'INTERVIEW_OVER',
          staffId: 7,
          staffName: 'Ivy',
          results: [result],
        },
      ],
      recordings: [
        {
          recordingId: 4,
          videoUrl: 'https://video.example.com/x',
          status: 'REVIEWED',
          submittedAt: 1_700_000_200_000,
          results: [result],
        },
      ],
      history: [event],
    };
    expect(valueOf(applicantDetail, detail)).toEqual(detail);
    expect(
      codesOf(applicantDetail, { ...detail, recordings: [{ recordingId: 4 }] }),
    ).toContainEqual(['recordings.0.videoUrl', 'invalid_type']);
    expect(valueOf(applicationEvent, event)).toEqual(event);
    expect(codesOf(applicantDetail, { ...detail, resume: { photo: { url: 'x' } } })).toEqual([
      ['resume.photo', 'invalid_union'],
    ]);
  });
});

describe('the decision on a resume', () => {
  it('is to pass, reject or keep on standby', () => {
    expect(RESUME_DECISIONS).toEqual(['PASS', 'REJECT', 'STANDBY']);
    expect(issuesOf(resumeDecisionRequest, { decision: 'MAYBE', reason: 'x' })).toEqual([
      ['decision', FIELD_MESSAGES.required],
    ]);
    expect(issuesOf(resumeDecisionRequest, {})).toEqual([['decision', FIELD_MESSAGES.required]]);
  });

  it('passes without a reason, or with one', () => {
    expect(valueOf(resumeDecisionRequest, { decision: 'PASS' })).toEqual({ decision: 'PASS' });
    expect(valueOf(resumeDecisionRequest, { decision: 'PASS', reason: ' ' })).toEqual({
      decision: 'PASS',
    });
    expect(valueOf(resumeDecisionRequest, { decision: 'PASS', reason: ' Strong CV ' })).toEqual({
      decision: 'PASS',
      reason: 'Strong CV',
    });
  });

  it('rejects or keeps on standby only with a reason, asked for on the reason field', () => {
    for (const decision of ['REJECT', 'STANDBY']) {
      expect(
        valueOf(resumeDecisionRequest, { decision, reason: 'No degree.\nAsk again.' }),
      ).toEqual({ decision, reason: 'No degree.\nAsk again.' });
      for (const reason of [undefined, null, '', '  \n ']) {
        expect(
          issuesOf(resumeDecisionRequest, { decision, reason }),
          `${decision} ${reason}`,
        ).toEqual([['reason', FIELD_MESSAGES.required]]);
      }
    }
  });

  it('reports a missing reason as the form’s own issue, not a type error', () => {
    const result = resumeDecisionRequest.safeParse({ decision: 'REJECT' });
    expect(result.success ? [] : result.error.issues).toEqual([
      { code: 'custom', path: ['reason'], message: FIELD_MESSAGES.required },
    ]);
  });

  it('takes a reason of up to 500 characters', () => {
    const reason = 'r'.repeat(500);
    expect(valueOf(resumeDecisionRequest, { decision: 'REJECT', reason })).toEqual({
      decision: 'REJECT',
      reason,
    });
    expect(codesOf(resumeDecisionRequest, { decision: 'REJECT', reason: `${reason}r` })).toEqual([
      ['reason', 'too_big'],
    ]);
  });
});
