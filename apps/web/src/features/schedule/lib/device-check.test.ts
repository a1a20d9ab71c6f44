import { describe, expect, it } from 'vitest';
import { connectionRating, deviceCounts, mediaProblemOf, medianMs } from './device-check';

describe('the device check', () => {
  it("tells a camera or microphone failure by getUserMedia's error name", () => {
    const named = (name: string) => new DOMException('no', name);
    expect(mediaProblemOf(named('NotAllowedError'))).toBe('denied');
    expect(mediaProblemOf(named('SecurityError'))).toBe('denied');
    expect(mediaProblemOf(named('NotFoundError'))).toBe('missing');
    expect(mediaProblemOf(named('OverconstrainedError'))).toBe('missing');
    expect(mediaProblemOf(named('NotReadableError'))).toBe('busy');
    expect(mediaProblemOf(named('AbortError'))).toBe('busy');
    expect(mediaProblemOf(new TypeError('no media here'))).toBe('unsupported');
    expect(mediaProblemOf(new Error('odd'))).toBe('failed');
    expect(mediaProblemOf('a string')).toBe('failed');
  });

  it('counts the cameras and microphones listed', () => {
    expect(
      deviceCounts([
        { kind: 'videoinput' },
        { kind: 'audioinput' },
        { kind: 'audioinput' },
        { kind: 'audiooutput' },
      ]),
    ).toEqual({ cameras: 1, microphones: 2 });
    expect(deviceCounts([])).toEqual({ cameras: 0, microphones: 0 });
  });

  it('rates a round trip good up to 300 ms, usable up to a second', () => {
    expect(connectionRating(0)).toBe('good');
    expect(connectionRating(300)).toBe('good');
    expect(connectionRating(301)).toBe('fair');
    expect(connectionRating(1000)).toBe('fair');
    expect(connectionRating(1001)).toBe('poor');
  });

  it('takes the middle round trip', () => {
    expect(medianMs([900, 40, 60])).toBe(60);
    expect(medianMs([40, 61])).toBe(51);
    expect(medianMs([7])).toBe(7);
    expect(medianMs([])).toBeNaN();
  });
});
