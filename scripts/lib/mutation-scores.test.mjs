import { describe, expect, it } from 'vitest';
import { formatScoreTable, moduleScores, verdicts } from './mutation-scores.mjs';

const mutant = (fileName, status, line = 1) => ({
  fileName,
  status,
  mutatorName: 'ConditionalExpression',
  replacement: 'true',
  location: { start: { line, column: 3 }, end: { line, column: 9 } },
});

describe('moduleScores', () => {
  it('counts killed and timed-out mutants as detected, survived and uncovered as not', () => {
    const [row] = moduleScores(
      [
        mutant('/repo/a.ts', 'Killed'),
        mutant('/repo/a.ts', 'Timeout'),
        mutant('/repo/a.ts', 'Killed'),
        mutant('/repo/a.ts', 'Survived', 7),
        mutant('/repo/a.ts', 'NoCoverage', 9),
        mutant('/repo/a.ts', 'CompileError'),
        mutant('/repo/a.ts', 'Ignored'),
        mutant('/repo/a.ts', 'RuntimeError'),
      ],
      ['a.ts'],
      '/repo',
    );
    expect(row).toMatchObject({ file: 'a.ts', detected: 3, undetected: 2, valid: 5, score: 60 });
    expect(row.survivors.map((s) => [s.line, s.status])).toEqual([
      [7, 'Survived'],
      [9, 'NoCoverage'],
    ]);
  });

  it('names a survivor no test ran with (its tests could not start), still counting it', () => {
    const [row] = moduleScores(
      [
        { ...mutant('/repo/a.ts', 'Survived', 3), testsCompleted: 0 },
        { ...mutant('/repo/a.ts', 'Survived', 4), testsCompleted: 2 },
        { ...mutant('/repo/a.ts', 'NoCoverage', 5), testsCompleted: 0 },
      ],
      ['a.ts'],
      '/repo',
    );
    expect(row).toMatchObject({ undetected: 3, score: 0 });
    expect(row.survivors.map((s) => [s.line, s.noTestRan])).toEqual([
      [3, true],
      [4, false],
      [5, false],
    ]);
  });

  it('gives a module with no mutant a row without a score', () => {
    expect(moduleScores([], ['empty.ts'], '/repo')).toEqual([
      { file: 'empty.ts', detected: 0, undetected: 0, survivors: [], valid: 0, score: null },
    ]);
  });

  it('reads relative file names as they are', () => {
    const [row] = moduleScores([mutant('b/c.ts', 'Killed')], [], '/repo');
    expect(row).toMatchObject({ file: 'b/c.ts', score: 100 });
  });
});

describe('verdicts', () => {
  const rows = moduleScores(
    [
      ...Array.from({ length: 4 }, () => mutant('/r/at.ts', 'Killed')),
      mutant('/r/at.ts', 'Survived'),
      ...Array.from({ length: 3 }, () => mutant('/r/below.ts', 'Killed')),
      mutant('/r/below.ts', 'Survived'),
      mutant('/r/below.ts', 'Survived'),
      mutant('/r/excused.ts', 'Survived'),
    ],
    ['none.ts'],
    '/r',
  );

  it('passes a module at the threshold, fails one below, and excuses only with a reason', () => {
    const result = verdicts(rows, { threshold: 80, excused: { 'excused.ts': 'a reason' } });
    expect(result.map((row) => [row.file, row.verdict, row.reason])).toEqual([
      ['at.ts', 'ok', undefined],
      ['below.ts', 'FAIL', undefined],
      ['excused.ts', 'excused', 'a reason'],
      ['none.ts', 'ok', undefined],
    ]);
  });

  it('prints every module, its verdict and the total', () => {
    const table = formatScoreTable(
      verdicts(rows, { threshold: 80, excused: { 'excused.ts': 'a reason' } }),
      80,
    );
    const lines = table.split('\n');
    expect(lines[0]).toMatch(/^module\s+score\s+killed\s+survived\s+verdict$/);
    expect(lines.find((line) => line.startsWith('below.ts'))).toMatch(/60\.0%\s+3\s+2\s+FAIL$/);
    expect(lines.find((line) => line.startsWith('at.ts'))).toMatch(/80\.0%\s+4\s+1\s+ok$/);
    expect(lines.find((line) => line.startsWith('excused.ts'))).toMatch(/excused: a reason$/);
    expect(lines.find((line) => line.startsWith('none.ts'))).toMatch(/n\/a\s+0\s+0\s+ok$/);
    expect(lines.at(-1)).toMatch(/^all modules\s+63\.6%\s+7\s+4\s+threshold 80% per module$/);
  });
});
