import { describe, expect, it } from 'vitest';
import { payRunPercent, payRunPhase } from './pay-run-progress';

const run = (status: 'RUNNING' | 'DONE' | 'FAILED', teachersTotal: number, teachersDone = 0) => ({
  status,
  teachersTotal,
  teachersDone,
});

describe('a generation as the panel says it (issue 36)', () => {
  it('is starting, not "0 of 0", until the job has counted the teachers', () => {
    expect(payRunPhase(run('RUNNING', 0))).toBe('starting');
    expect(payRunPercent(run('RUNNING', 0))).toBe(0);
  });

  it('counts teachers done once it runs', () => {
    expect(payRunPhase(run('RUNNING', 400, 200))).toBe('running');
    expect(payRunPercent(run('RUNNING', 400, 200))).toBe(50);
    expect(payRunPercent(run('RUNNING', 3, 1))).toBe(33);
    expect(payRunPercent(run('RUNNING', 3, 0))).toBe(0);
  });

  it('says a run with no teacher wrote nothing, apart from one that wrote payslips', () => {
    expect(payRunPhase(run('DONE', 0))).toBe('doneEmpty');
    expect(payRunPhase(run('DONE', 2, 2))).toBe('done');
    expect(payRunPercent(run('DONE', 0))).toBe(100);
    expect(payRunPercent(run('DONE', 2, 2))).toBe(100);
  });

  it('fails whatever its count', () => {
    expect(payRunPhase(run('FAILED', 0))).toBe('failed');
    expect(payRunPercent(run('FAILED', 0))).toBe(0);
    expect(payRunPhase(run('FAILED', 10, 4))).toBe('failed');
    expect(payRunPercent(run('FAILED', 10, 4))).toBe(40);
  });
});
