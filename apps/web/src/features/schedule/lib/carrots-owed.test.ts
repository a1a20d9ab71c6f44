import { describe, expect, it } from 'vitest';
import { owedText } from './carrots-owed';

describe("a log row's carrots owed", () => {
  it('adds with a plus, settles with a minus sign, and shows a dash for nothing', () => {
    expect(owedText(3)).toBe('+3');
    expect(owedText(-12)).toBe('\u221212');
    expect(owedText(0)).toBe('\u2014');
  });
});
