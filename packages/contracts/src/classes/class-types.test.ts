import { describe, expect, it } from 'vitest';
import { kindFits } from './class-admin.js';
import {
  CLASS_KINDS,
  classTypeUsable,
  COURSE_TYPES,
  courseTypeOpenable,
  DEFAULT_CLASS_TYPES,
  firstSmartClassType,
  GRID_COURSE_TYPES,
  MASCOT_NAME,
  OPENABLE_COURSE_TYPES,
  PEAK_INCENTIVE_THRESHOLD,
} from './class-types.js';

describe('the class-type catalogue defaults (decision 039, migration 0012)', () => {
  it('hold the durations, capacities and permissions of spec sections 3 and 9', () => {
    expect(
      DEFAULT_CLASS_TYPES.map((t) => [
        t.smartClassType,
        t.courseType,
        t.classType,
        t.time,
        t.capacity,
        t.permission,
        t.needsTopic,
        t.active,
      ]),
    ).toEqual([
      ['MAIN', 'MAIN', 'GRID', 25, 4, null, false, true],
      ['MAIN_1_V_2', 'MAIN_1_V_2', 'GRID', 25, 2, null, false, true],
      [
        'CAMBRIDGE_KET_100',
        'CAMBRIDGE_MAIN',
        'UNFIXED',
        100,
        4,
        'CAMBRIDGE_MAIN_UNFIXED_BOOK',
        false,
        true,
      ],
      [
        'CAMBRIDGE_KET_45',
        'CAMBRIDGE_MAIN',
        'UNFIXED',
        45,
        4,
        'CAMBRIDGE_MAIN_UNFIXED_BOOK',
        false,
        true,
      ],
      ['CAMBRIDGE_DEMO_45', 'DEMO', 'UNFIXED', 45, 1, 'CAMBRIDGE_DEMO_UNFIXED_BOOK', false, true],
      ['WORKSHOP_30', 'WORKSHOP', 'UNFIXED', 30, 4, null, true, true],
      ['STANDBY', 'STANDBY', 'STANDBY', 25, 3, null, false, true],
    ]);
  });

  it('show the course labels of spec section 9', () => {
    expect(DEFAULT_CLASS_TYPES.map((t) => t.label)).toEqual([
      'Main Course',
      'Main Course',
      'KET Class',
      'KET Class',
      'KET Class',
      'Workshop',
      'Standby',
    ]);
    expect(DEFAULT_CLASS_TYPES.map((t) => [t.name, t.brandCode])).toEqual([
      ['Main Course (1v4)', 'MAIN'],
      ['Main Course (1v2)', 'MAIN'],
      ['Cambridge KET (100 minutes)', 'CAMBRIDGE'],
      ['Cambridge KET (45 minutes)', 'CAMBRIDGE'],
      ['Cambridge demo (1v1, 45 minutes)', 'CAMBRIDGE'],
      ['Workshop', 'WORKSHOP'],
      ['Standby', 'MAIN'],
    ]);
  });

  it('use the grid types on the grid, course types of the spec, and the named constants', () => {
    for (const type of DEFAULT_CLASS_TYPES) {
      expect(COURSE_TYPES).toContain(type.courseType);
      expect(type.classType === 'GRID').toBe(
        (GRID_COURSE_TYPES as readonly string[]).includes(type.courseType),
      );
    }
    expect(COURSE_TYPES).toHaveLength(20);
    expect(GRID_COURSE_TYPES).toEqual(['MAIN', 'MAIN_1_V_2']);
    expect(PEAK_INCENTIVE_THRESHOLD).toBe(60);
    expect(MASCOT_NAME).toBe('Hoppy');
  });
});

describe('firstSmartClassType (decision 073)', () => {
  const types = DEFAULT_CLASS_TYPES;
  it('is the first unfixed entry the teacher may open, in catalogue order', () => {
    expect(firstSmartClassType(types, [])).toBe('WORKSHOP_30');
    expect(firstSmartClassType(types, ['CAMBRIDGE_DEMO_UNFIXED_BOOK'])).toBe('CAMBRIDGE_DEMO_45');
    expect(firstSmartClassType(types, ['CAMBRIDGE_MAIN_UNFIXED_BOOK'])).toBe('CAMBRIDGE_KET_100');
  });
  it('skips inactive entries and is none when nothing unfixed is open', () => {
    const off = types.map((t) =>
      t.smartClassType === 'WORKSHOP_30' ? { ...t, active: false } : t,
    );
    expect(firstSmartClassType(off, [])).toBeUndefined();
    expect(
      firstSmartClassType(
        types.filter((t) => t.classType !== 'UNFIXED'),
        [],
      ),
    ).toBeUndefined();
  });
  it('never picks a grid or standby entry, though they need no permission', () => {
    expect(classTypeUsable({ active: true, classType: 'STANDBY', permission: null }, [])).toBe(
      false,
    );
    expect(classTypeUsable({ active: true, classType: 'GRID', permission: null }, [])).toBe(true);
  });
});

describe('the course types no class is (decision 073)', () => {
  it('are in the list, readable, and never openable', () => {
    expect(COURSE_TYPES.slice(-3)).toEqual(['UNKNOWN', 'ANSWER', 'COURSE']);
    for (const type of ['UNKNOWN', 'ANSWER', 'COURSE'] as const) {
      expect(courseTypeOpenable(type)).toBe(false);
      expect(OPENABLE_COURSE_TYPES).not.toContain(type);
      for (const kind of CLASS_KINDS) expect(kindFits(kind, type)).toBe(false);
    }
    expect(courseTypeOpenable('WORKSHOP')).toBe(true);
    expect(OPENABLE_COURSE_TYPES).toHaveLength(17);
  });
});
