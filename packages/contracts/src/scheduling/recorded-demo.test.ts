import { describe, expect, it } from 'vitest';
import { FIELD_MESSAGES } from '../errors/messages.js';
import { FUNNEL_TRANSITIONS } from '../funnel/transitions.js';
import {
  RECORDING_RESULT_MOVES,
  RECORDING_UNREADABLE_MOVE,
  VIDEO_URL_MAX_LENGTH,
  withdrawMove,
} from './recorded-demo.js';
import { submitRecordingRequest } from './scheduling.js';

const parse = (videoUrl: unknown) => submitRecordingRequest.safeParse({ videoUrl });
const messageOf = (videoUrl: unknown) => parse(videoUrl).error?.issues[0]?.message;

describe('the recorded demo link', () => {
  it.each([
    'https://youtu.be/abc123',
    'http://drive.example.com/file/d/1/view?usp=sharing',
    '  https://video.example.com/share  ',
  ])('takes %s', (link) => {
    expect(parse(link).data?.videoUrl).toBe(link.trim());
  });

  it.each([
    'javascript:alert(1)',
    'ftp://files.example.com/demo.mp4',
    'data:text/html,hi',
    'https://',
    'https://localhost:8080/x',
    'not a link',
    `https://example.com/${'a'.repeat(VIDEO_URL_MAX_LENGTH)}`,
  ])('refuses %s with the catalogue message', (link) => {
    expect(messageOf(link)).toBe(FIELD_MESSAGES.invalid);
  });

  it('asks for a link when there is none', () => {
    expect(messageOf('')).toBe(FIELD_MESSAGES.required);
    expect(messageOf('   ')).toBe(FIELD_MESSAGES.required);
  });
});

describe('the recorded demo moves', () => {
  it('decide from "result in 1-2 business days" as a live interview does', () => {
    expect(FUNNEL_TRANSITIONS[RECORDING_RESULT_MOVES.PASS].to.status).toBe(
      'Training1v1Invitation_1',
    );
    expect(FUNNEL_TRANSITIONS[RECORDING_RESULT_MOVES.NOPASS].to.status).toBe('InterviewReject');
    expect(FUNNEL_TRANSITIONS[RECORDING_RESULT_MOVES.SPARE].to.status).toBe(
      'InterviewUndetermined',
    );
    for (const move of Object.values(RECORDING_RESULT_MOVES))
      expect(FUNNEL_TRANSITIONS[move].from).toContainEqual({
        stage: 'INTERVIEW',
        status: 'InterviewUndetermined',
      });
  });

  it('an unreadable video asks for its sharing to be checked (InterviewInvitation_2)', () => {
    expect(FUNNEL_TRANSITIONS[RECORDING_UNREADABLE_MOVE].to.status).toBe('InterviewInvitation_2');
  });

  it('a withdrawal keeps an applicant with more than two late misses on recordings only', () => {
    expect(FUNNEL_TRANSITIONS[withdrawMove(true)].to.status).toBe('InterviewInvitation_3');
    expect(FUNNEL_TRANSITIONS[withdrawMove(false)].to.status).toBe('InterviewInvitation_1');
  });
});
