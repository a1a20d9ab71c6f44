import type { ClassTypeView } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import {
  choiceFromValue,
  choiceOptions,
  choiceValue,
  MAIN_CHOICE,
  needsTopic,
} from './course-choice';

const view = (over: Partial<ClassTypeView>): ClassTypeView => ({
  id: 1,
  smartClassType: 'WORKSHOP_30',
  name: 'Workshop',
  brandCode: 'WORKSHOP',
  label: 'Workshop',
  time: 30,
  classType: 'UNFIXED',
  courseType: 'WORKSHOP',
  permission: null,
  capacity: 4,
  needsTopic: true,
  description: '',
  active: true,
  ...over,
});

describe('course choice', () => {
  it('sets exactly one of course type and smart-class type', () => {
    expect(choiceFromValue(choiceValue(MAIN_CHOICE))).toEqual(MAIN_CHOICE);
    expect(choiceFromValue('grid:MAIN_1_V_2')).toEqual({
      courseType: 'MAIN_1_V_2',
      smartClassType: null,
    });
    expect(choiceFromValue('unfixed:WORKSHOP_30')).toEqual({
      courseType: null,
      smartClassType: 'WORKSHOP_30',
    });
    expect(choiceFromValue('grid:WORKSHOP')).toEqual(MAIN_CHOICE);
    expect(choiceFromValue(null)).toEqual(MAIN_CHOICE);
  });

  it('offers the grid types and the unfixed types the teacher may open', () => {
    const options = choiceOptions([
      view({}),
      view({ smartClassType: 'MAIN', classType: 'GRID', name: 'Main 1v4' }),
      view({ smartClassType: 'STANDBY', classType: 'STANDBY' }),
      view({ smartClassType: 'OLD', active: false }),
    ]);
    expect(options.map((o) => o.value)).toEqual([
      'grid:MAIN',
      'grid:MAIN_1_V_2',
      'unfixed:WORKSHOP_30',
    ]);
    expect(options[0]?.label).toBe('Main 1v4');
    expect(options[1]?.label).toBe('Main Course (1v2)');
  });

  it('asks for a topic only for workshop-like types', () => {
    const types = [view({}), view({ smartClassType: 'CAMBRIDGE_KET_45', needsTopic: false })];
    expect(needsTopic(choiceFromValue('unfixed:WORKSHOP_30'), types)).toBe(true);
    expect(needsTopic(choiceFromValue('unfixed:CAMBRIDGE_KET_45'), types)).toBe(false);
    expect(needsTopic(MAIN_CHOICE, types)).toBe(false);
  });
});
