import { describe, expect, it } from 'vitest';
import { FIELD_MESSAGES } from './errors/messages.js';
import { lineText, multiLineText } from './plain-text.js';

const messageOf = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message;

describe('text fields', () => {
  it('refuse NUL, other C0 controls, DEL and C1 controls inside a one-line value', () => {
    for (const control of ['\u0000', '\u0001', '\t', '\n', '\u001b', '\u007f', '\u0085']) {
      const result = lineText().safeParse(`a${control}b`);
      expect(result.success, JSON.stringify(control)).toBe(false);
      expect(messageOf(result)).toBe(FIELD_MESSAGES.controlCharacters);
    }
  });

  it('trim surrounding blanks before looking, and keep any other character', () => {
    expect(lineText().parse('\t Zoë 李 \n')).toBe('Zoë 李');
  });

  it('keep tabs and line breaks in a multi-line value, and refuse the other controls', () => {
    expect(multiLineText().parse('Hello,\r\n\tsee you.')).toBe('Hello,\r\n\tsee you.');
    for (const control of ['\u0000', '\u000b', '\u000c', '\u007f']) {
      const result = multiLineText().safeParse(`a${control}b`);
      expect(messageOf(result), JSON.stringify(control)).toBe(FIELD_MESSAGES.controlCharacters);
    }
  });
});
