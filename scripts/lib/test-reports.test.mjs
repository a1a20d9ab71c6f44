import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  playwrightOutcomes,
  slowestSpecFiles,
  tallyFailures,
  vitestOutcomes,
} from './test-reports.mjs';

const dir = mkdtempSync(path.join(tmpdir(), 'test-reports-'));
const write = (name, value) => {
  const file = path.join(dir, name);
  writeFileSync(file, JSON.stringify(value));
  return file;
};

describe('test reports', () => {
  it('reads every test of a Vitest report, and a file that failed outside its tests', () => {
    const file = write('vitest.json', {
      testResults: [
        {
          name: '/repo/a.test.ts',
          status: 'failed',
          assertionResults: [
            { fullName: 'a works', status: 'passed', failureMessages: [] },
            {
              fullName: 'a breaks',
              status: 'failed',
              failureMessages: ['\u001b[31mboom\u001b[39m\n  at x'],
            },
            { fullName: 'a later', status: 'skipped', failureMessages: [] },
          ],
        },
        {
          name: '/repo/b.test.ts',
          status: 'failed',
          message: 'hook timed out',
          assertionResults: [],
        },
      ],
    });
    expect(vitestOutcomes(file, '/repo')).toEqual([
      { id: 'a.test.ts › a works', ok: true },
      { id: 'a.test.ts › a breaks', ok: false, error: 'boom | at x' },
      { id: 'b.test.ts › (file)', ok: false, error: 'hook timed out' },
    ]);
    expect(vitestOutcomes(path.join(dir, 'missing.json'), '/repo')).toBeNull();
  });

  it('reads each repetition of a Playwright test under one id, with its status', () => {
    const file = write('playwright.json', {
      suites: [
        {
          title: 'sign-in.spec.ts',
          specs: [
            {
              title: 'signs in',
              tests: [
                { results: [{ status: 'passed' }] },
                {
                  results: [{ status: 'timedOut', error: { message: 'Test timeout of 60000ms' } }],
                },
                { results: [{ status: 'skipped' }] },
              ],
            },
          ],
          suites: [
            {
              title: 'inner',
              specs: [{ title: 'x', tests: [{ results: [{ status: 'failed' }] }] }],
            },
          ],
        },
      ],
      errors: [],
    });
    expect(playwrightOutcomes(file)).toEqual([
      { id: 'sign-in.spec.ts › signs in', ok: true },
      { id: 'sign-in.spec.ts › signs in', ok: false, error: 'timedOut: Test timeout of 60000ms' },
      { id: 'sign-in.spec.ts › inner › x', ok: false, error: 'failed: ' },
    ]);
  });

  it('counts runs and failures per test and lists the failed ones, most failures first', () => {
    const entries = [
      { step: 'browser', outcome: { id: 'a', ok: true } },
      { step: 'browser', outcome: { id: 'a', ok: false, error: 'e1' } },
      { step: 'browser', outcome: { id: 'b', ok: false, error: 'e2' } },
      { step: 'browser', outcome: { id: 'b', ok: false, error: 'e2' } },
      { step: 'api', outcome: { id: 'b', ok: true } },
      { step: 'api', outcome: { id: 'c', ok: true } },
    ];
    expect(tallyFailures(entries)).toEqual([
      { step: 'browser', id: 'b', runs: 2, failed: 2, errors: ['e2'] },
      { step: 'browser', id: 'a', runs: 2, failed: 1, errors: ['e1'] },
    ]);
  });

  it("sums each spec file's tests and names the slowest first", () => {
    const result = (duration) => ({ status: 'passed', duration });
    const file = write('slow.json', {
      suites: [
        {
          file: 'a.spec.ts',
          specs: [{ tests: [{ results: [result(1000), result(500)] }] }],
          suites: [{ specs: [{ tests: [{ results: [result(2000)] }] }] }],
        },
        { file: 'b.spec.ts', specs: [{ tests: [{ results: [result(4000)] }] }] },
        { file: 'c.spec.ts', specs: [{ tests: [{ results: [result(100)] }] }] },
      ],
    });
    expect(slowestSpecFiles(file, 2)).toEqual([
      { file: 'b.spec.ts', seconds: 4, tests: 1 },
      { file: 'a.spec.ts', seconds: 3.5, tests: 3 },
    ]);
    expect(slowestSpecFiles(path.join(dir, 'missing.json'), 2)).toEqual([]);
  });
});
