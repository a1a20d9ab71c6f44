/**
 * The funnel's one table of labels (decision 058): every status the lifecycle declares, at
 * every stage, reads as words to the applicant and to staff, never as its code, and the
 * console never speaks to the applicant.
 */
import { describe, expect, it } from 'vitest';
import { APPLICATION_STAGES } from './stages.js';
import {
  applicantStatusLabel,
  FUNNEL_STATUS_LABELS,
  LABELLED_STATUSES,
  staffStatusLabel,
  staffStatusName,
} from './status-labels.js';
import { FUNNEL_STATUSES, STATUS, type StatusCode } from './statuses.js';
import { FUNNEL_PLACES, FUNNEL_TRANSITIONS } from './transitions.js';

const CODES = Object.keys(FUNNEL_STATUSES) as StatusCode[];
const RAW = new Set<string>([...CODES, ...APPLICATION_STAGES]);
/** A code's shape: SHOUTING_SNAKE, a digit suffix, or one CamelCase word (Finish, OutOfContact). */
const looksLikeCode = (label: string) =>
  RAW.has(label) || /_/.test(label) || /^[A-Z0-9]+$/.test(label) || /^[A-Za-z0-9]+$/.test(label);
/** Words that address the applicant: the console's labels describe, they do not instruct. */
const speaksToApplicant = (label: string) => /\b(you|your|please)\b/i.test(label);

const everyPlace = APPLICATION_STAGES.flatMap((stage) =>
  CODES.map((status) => ({ stage, status })),
);

describe('every funnel status', () => {
  it('has both labels in the table, for every code the lifecycle declares', () => {
    expect(Object.keys(FUNNEL_STATUS_LABELS).sort()).toEqual([...CODES].sort());
    for (const place of FUNNEL_PLACES) expect(CODES, place.status).toContain(place.status);
  });

  it('reads as words at every stage, never as a code or "-"', () => {
    for (const { stage, status } of everyPlace) {
      const where = `${stage}/${status}`;
      for (const label of [applicantStatusLabel(stage, status), staffStatusLabel(stage, status)]) {
        expect(label.trim(), where).not.toBe('');
        expect(label, where).not.toBe('-');
        expect(looksLikeCode(label), `${where}: "${label}"`).toBe(false);
      }
    }
  });

  it('gives staff a description, never a sentence to the applicant', () => {
    for (const { stage, status } of everyPlace) {
      const label = staffStatusLabel(stage, status);
      expect(speaksToApplicant(label), `${stage}/${status}: "${label}"`).toBe(false);
    }
  });

  it('is told apart in the console’s filter without its code', () => {
    const names = LABELLED_STATUSES.map(staffStatusName);
    expect(LABELLED_STATUSES).toEqual(CODES);
    expect(names.filter((name, index) => names.indexOf(name) !== index)).toEqual([]);
  });

  it('is told apart from every other place a move leads to, for staff', () => {
    const targets = Object.values(FUNNEL_TRANSITIONS).map((move) => move.to);
    const seen = new Map<string, string>();
    for (const { stage, status } of targets) {
      const label = staffStatusLabel(stage, status);
      const other = seen.get(label);
      if (other) expect(other, label).toBe(`${stage}/${status}`);
      seen.set(label, `${stage}/${status}`);
    }
  });
});

describe('the labels issue 36 found wrong', () => {
  it('name the contract offer instead of "-"', () => {
    expect(applicantStatusLabel('CONTRACT', STATUS.CONTRACT_INVITATION)).toBe(
      'Contract ready to sign',
    );
    expect(staffStatusLabel('CONTRACT', STATUS.CONTRACT_INVITATION)).toBe(
      'Contract offered, not signed',
    );
  });

  it('read a hold at steps 4 and 5 as a hold, not as an unqualified resume', () => {
    expect(staffStatusLabel('CONTRACT', STATUS.Standby)).toBe('On hold: standby');
    expect(applicantStatusLabel('CONTRACT', STATUS.Standby)).toBe('On hold (standby)');
    // At the resume step the spec's label stands for the applicant.
    expect(applicantStatusLabel('BASE_INFO', STATUS.Standby)).toBe('Resume unqualified');
    expect(staffStatusLabel('BASE_INFO', STATUS.Standby)).toBe('Resume on standby');
  });

  it('tell a waiver from out of contact in the console', () => {
    expect(staffStatusLabel('CONTRACT', STATUS.Waiver)).toBe('Withdrawn (waiver)');
    expect(staffStatusLabel('BASE_INFO', STATUS.Waiver)).toBe('Withdrawn (waiver)');
    expect(staffStatusLabel('CONTRACT', STATUS.OutOfContact)).toBe('On hold: out of contact');
  });

  it('keep the spec’s applicant labels (spec section 4)', () => {
    expect(applicantStatusLabel('BASE_INFO', STATUS.Init)).toBe('Resume unfinished');
    expect(applicantStatusLabel('BASE_INFO', STATUS.Waiver)).toBe('Out of contact');
    expect(applicantStatusLabel('CONTRACT', STATUS.Finish)).toBe(
      'Finished sign (account activated)',
    );
    expect(applicantStatusLabel('CONTRACT', STATUS.CONTRACT_FAIL)).toBe('Background check failed');
  });

  it('name an unknown code without showing it', () => {
    expect(staffStatusLabel('BASE_INFO', 'Ini')).toBe('Unknown status');
    expect(applicantStatusLabel('BASE_INFO', 'Ini')).toBe('-');
    expect(staffStatusLabel('MOON', STATUS.Apply)).toBe('Resume submitted, to review');
  });
});
