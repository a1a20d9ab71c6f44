/**
 * The application form's single-field rules (spec section 5 "Field messages", section 9
 * limits): each case checks the outcome and the exact message shown beside the field.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PHONE_MAX } from '../constants.js';
import { FIELD_MESSAGES } from '../errors/messages.js';
import {
  birthday,
  commaList,
  fileName,
  fileUrl,
  middleInitial,
  personName,
  phoneNumber,
  requiredChoice,
  requiredText,
} from './resume-fields.js';
import { issuesOf, valueOf } from '../test/parse.js';

const { required, invalid, lettersOnly, englishOnly, phoneDigits } = FIELD_MESSAGES;

describe('requiredText', () => {
  it('trims, and allows 100 characters unless told otherwise', () => {
    expect(valueOf(requiredText(), '  some text  ')).toBe('some text');
    expect(valueOf(requiredText(), 'x'.repeat(100))).toBe('x'.repeat(100));
    expect(issuesOf(requiredText(), 'x'.repeat(101))).toEqual([['', invalid]]);
    expect(valueOf(requiredText(3), 'abc')).toBe('abc');
    expect(issuesOf(requiredText(3), 'abcd')).toEqual([['', invalid]]);
  });

  it.each(['', '   ', undefined, null, 7])('says "Required field." when %j', (value) => {
    expect(issuesOf(requiredText(), value)).toEqual([['', required]]);
  });
});

describe('requiredChoice', () => {
  const choice = requiredChoice(['MALE', 'FEMALE'] as const);

  it('keeps a listed value', () => {
    expect(valueOf(choice, 'FEMALE')).toBe('FEMALE');
  });

  it.each(['', null, undefined, 'female', 'OTHER', 1])(
    'says "Required field." when %j',
    (value) => {
      expect(issuesOf(choice, value)).toEqual([['', required]]);
    },
  );
});

describe('personName (firstName, lastName: letters of any alphabet only)', () => {
  it.each(['Ann', 'Jo', 'José', 'Zoë', 'Åsa', '李', 'Ńadia', 'x'.repeat(50)])(
    'accepts %j',
    (value) => {
      expect(valueOf(personName, value)).toBe(value);
    },
  );

  it('trims the name', () => {
    expect(valueOf(personName, '  Maria  ')).toBe('Maria');
  });

  it.each([
    ['Mary Ann', 'a blank inside'],
    ["O'Neil", 'an apostrophe'],
    ['Smith-Jones', 'a hyphen'],
    ['Anna1', 'a digit at the end'],
    ['1Anna', 'a digit at the start'],
    ['4', 'a digit only'],
    ['Dr.', 'a dot'],
  ])('rejects %j with the letters-only message (%s)', (value) => {
    expect(issuesOf(personName, value)).toEqual([['', lettersOnly]]);
  });

  it('rejects 51 letters with the format message', () => {
    expect(issuesOf(personName, 'x'.repeat(51))).toEqual([['', invalid]]);
  });

  it.each(['', '  ', undefined, null, 5])('says "Required field." when %j', (value) => {
    expect(issuesOf(personName, value)).toEqual([['', required]]);
  });
});

describe('middleInitial (optional; English letters or blanks)', () => {
  it.each([
    ['J', 'J'],
    ['AZ az', 'AZ az'],
    [' q ', 'q'],
    ['Mary Ann', 'Mary Ann'],
    ['abcdefghij', 'abcdefghij'],
  ])('keeps %j as %j', (value, expected) => {
    expect(valueOf(middleInitial, value)).toBe(expected);
  });

  it.each(['', '   ', null, undefined])('reads %j as none given', (value) => {
    expect(valueOf(middleInitial, value)).toBeUndefined();
  });

  it.each([
    ['J.', 'a dot at the end'],
    ['.J', 'a dot at the start'],
    ['1', 'a digit'],
    ['A1', 'a digit at the end'],
    ['1A', 'a digit at the start'],
    ['É', 'a letter outside English'],
    ['J-K', 'a hyphen'],
  ])('rejects %j with the English-only message (%s)', (value) => {
    expect(issuesOf(middleInitial, value)).toEqual([['', englishOnly]]);
  });

  it('rejects 11 letters with the English-only message', () => {
    expect(issuesOf(middleInitial, 'abcdefghijk')).toEqual([['', englishOnly]]);
  });
});

describe('phoneNumber (digits only, at most 20)', () => {
  it.each(['0123456789', '12', '5', '1'.repeat(PHONE_MAX)])('accepts %j', (value) => {
    expect(valueOf(phoneNumber, value)).toBe(value);
  });

  it('trims the number and allows 20 digits, as the spec says', () => {
    expect(PHONE_MAX).toBe(20);
    expect(valueOf(phoneNumber, ' 5551234 ')).toBe('5551234');
  });

  it.each([
    ['555-1234', 'a hyphen'],
    ['+15551234', 'a plus'],
    ['555 1234', 'a blank'],
    ['a1', 'a letter at the start'],
    ['1a', 'a letter at the end'],
    ['x', 'a letter only'],
  ])('rejects %j with the digits-only message (%s)', (value) => {
    expect(issuesOf(phoneNumber, value)).toEqual([['', phoneDigits]]);
  });

  it('rejects 21 digits with the format message', () => {
    expect(issuesOf(phoneNumber, '1'.repeat(PHONE_MAX + 1))).toEqual([['', invalid]]);
  });

  it.each(['', undefined, null])('says "Required field." when %j', (value) => {
    expect(issuesOf(phoneNumber, value)).toEqual([['', required]]);
  });
});

describe('birthday (YYYY/MM/DD, a real day in the past, not before 1900)', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  const today = (iso: string) => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(iso));
  };

  it.each([
    '1990/05/17',
    '2000/02/29',
    '1900/01/01',
    '1990/07/31',
    '1990/12/31',
    '1990/01/31',
    '2024/06/14',
  ])('accepts %j', (value) => {
    today('2024-06-15T12:00:00.000Z');
    expect(valueOf(birthday, value)).toBe(value);
  });

  it('trims the date', () => {
    expect(valueOf(birthday, ' 1990/05/17 ')).toBe('1990/05/17');
  });

  it.each([
    ['2001/02/29', 'not a leap year'],
    ['1900/02/29', '1900 was not a leap year'],
    ['2001/04/31', 'April has 30 days'],
    ['2001/06/31', 'June has 30 days'],
    ['1899/12/31', 'before 1900'],
    ['2024/06/16', 'tomorrow'],
    ['2099/01/01', 'far in the future'],
  ])('rejects %j with the format message (%s)', (value) => {
    today('2024-06-15T12:00:00.000Z');
    expect(issuesOf(birthday, value)).toEqual([['', invalid]]);
  });

  it('rejects the day that only begins now', () => {
    today('2024-06-15T00:00:00.000Z');
    expect(issuesOf(birthday, '2024/06/15')).toEqual([['', invalid]]);
    expect(valueOf(birthday, '2024/06/14')).toBe('2024/06/14');
  });

  it.each(['1990/5/17', '1990-05-17', '1990/13/01', '1990/00/10', '17/05/1990'])(
    'rejects %j, not written YYYY/MM/DD, with the format message once',
    (value) => {
      expect(issuesOf(birthday, value)).toEqual([['', invalid]]);
    },
  );

  it('rejects more than 10 characters with the format message', () => {
    expect(issuesOf(birthday, '1990/05/170')).toEqual([['', invalid]]);
  });

  it.each(['', undefined, null])('says "Required field." when %j', (value) => {
    expect(issuesOf(birthday, value)).toEqual([['', required]]);
  });
});

describe('fileUrl and fileName (optional upload references)', () => {
  it('keep a trimmed reference, up to 1000 and 255 characters', () => {
    expect(valueOf(fileUrl, ' https://files.example/1 ')).toBe('https://files.example/1');
    expect(valueOf(fileUrl, 'u'.repeat(1000))).toBe('u'.repeat(1000));
    expect(valueOf(fileName, ' cv.pdf ')).toBe('cv.pdf');
    expect(valueOf(fileName, 'n'.repeat(255))).toBe('n'.repeat(255));
  });

  it('refuse one character more with the format message', () => {
    expect(issuesOf(fileUrl, 'u'.repeat(1001))).toEqual([['', invalid]]);
    expect(issuesOf(fileName, 'n'.repeat(256))).toEqual([['', invalid]]);
  });

  it.each(['', '  ', null, undefined])('read %j as no file', (value) => {
    expect(valueOf(fileUrl, value)).toBeUndefined();
    expect(valueOf(fileName, value)).toBeUndefined();
  });
});

describe('commaList (a list in the form, comma-joined on the wire)', () => {
  const list = commaList(['TEFL', 'TESOL', 'NO'] as const);

  it.each([
    ['TEFL', ['TEFL']],
    ['TEFL,TESOL', ['TEFL', 'TESOL']],
    [' TEFL , TESOL ', ['TEFL', 'TESOL']],
    ['TEFL,,TESOL,', ['TEFL', 'TESOL']],
    [
      ['TESOL', 'TEFL'],
      ['TESOL', 'TEFL'],
    ],
  ])('reads %j as %j', (value, expected) => {
    expect(valueOf(list, value)).toEqual(expected);
  });

  it.each(['', ' , ', ',', [], undefined, null, 5])('says "Required field." when %j', (value) => {
    expect(issuesOf(list, value)).toEqual([['', required]]);
  });

  it('flags each unknown item, at its place, with the format message', () => {
    expect(issuesOf(list, 'TEFL,XYZ,tesol')).toEqual([
      ['1', invalid],
      ['2', invalid],
    ]);
  });
});
