/**
 * The login check's `callback` (spec section 2): an applicant lands on their stage's page, an
 * activated teacher (the contract stage, status Finish) on the class schedule.
 */
import { describe, expect, it } from 'vitest';
import { callbackFor, TEACHER_HOME_ROUTE } from './callback.js';
import { STATUS } from './statuses.js';
import { stageRoute } from './steps.js';

describe('the login check’s callback', () => {
  it('sends an applicant to the page of their stage, whatever the status', () => {
    expect(callbackFor('BASE_INFO', STATUS.Init)).toBe('/basic');
    expect(callbackFor('BASE_INFO', STATUS.Reject)).toBe('/basic');
    expect(callbackFor('INTERVIEW', STATUS.InterviewInvitation_1)).toBe('/interview');
    expect(callbackFor('TRAINING', STATUS.Training1v1)).toBe('/training');
    expect(callbackFor('TRAIL_CLASS', STATUS.TrialInvitation_2)).toBe('/trial');
    expect(callbackFor('CONTRACT', STATUS.Contract)).toBe('/contract');
    expect(callbackFor('CONTRACT', STATUS.BACKGROUND_CHECK)).toBe('/contract');
    expect(callbackFor('CONTRACT', STATUS.CONTRACT_FAIL)).toBe('/contract');
    expect(callbackFor('CONTRACT', 'LegacyCode')).toBe('/contract');
  });

  it('sends an activated teacher to the class schedule', () => {
    expect(TEACHER_HOME_ROUTE).toBe('/booking');
    expect(callbackFor('CONTRACT', STATUS.Finish)).toBe('/booking');
  });

  it('needs both the contract stage and Finish for that', () => {
    expect(callbackFor('BASE_INFO', STATUS.Finish)).toBe('/basic');
    expect(callbackFor('TRAINING', STATUS.Finish)).toBe('/training');
  });

  it('uses the stage’s own page, as the step bar does', () => {
    expect(stageRoute('BASE_INFO')).toBe('/basic');
    expect(stageRoute('INTERVIEW')).toBe('/interview');
    expect(stageRoute('TRAINING')).toBe('/training');
    expect(stageRoute('TRAIL_CLASS')).toBe('/trial');
    expect(stageRoute('CONTRACT')).toBe('/contract');
  });
});
