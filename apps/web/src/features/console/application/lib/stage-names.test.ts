import { APPLICATION_STAGES, FUNNEL_STEPS } from '@portal/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { i18n, loadTexts } from '../../../../lib/i18n';
import shell from '../../../../locales/en/shell.json';
import { placeStepName, stageName } from './stage-names';

const t = () => i18n.getFixedT('en', 'console');
const STEP_BAR = FUNNEL_STEPS.map(({ id }) => shell.funnel.steps[id]);

beforeAll(async () => {
  await loadTexts('console');
});

describe('the console’s stage names (decision 058)', () => {
  it('name a place by the step of the applicant’s own step bar', () => {
    expect(STEP_BAR).toEqual([
      'Basic info',
      'Mini Demo',
      'Trial Demo',
      'Material Collection',
      'Contract',
    ]);
    expect(placeStepName(t(), 'BASE_INFO', 'Standby')).toBe('Basic info');
    expect(placeStepName(t(), 'TRAIL_CLASS', 'TrialInvitation_2')).toBe('Trial Demo');
    expect(placeStepName(t(), 'CONTRACT', 'PENDING_REVIEW')).toBe('Material Collection');
    expect(placeStepName(t(), 'CONTRACT', 'CONTRACT_INVITATION')).toBe('Contract');
    expect(placeStepName(t(), 'MOON', 'Apply')).toBe('Unknown step');
  });

  it('name each stage of the filter by the steps it covers, each name told apart', () => {
    const names = APPLICATION_STAGES.map((stage) => stageName(t(), stage));
    expect(names).toEqual([
      'Basic info',
      'Mini Demo',
      'Trial Demo (1v1 training)',
      'Trial Demo (trial class)',
      'Material Collection and Contract',
    ]);
    for (const name of names) {
      expect(
        STEP_BAR.some((step) => name.startsWith(step)),
        name,
      ).toBe(true);
      expect(name).not.toMatch(/funnel\.|_/);
    }
  });
});
