import { describe, expect, it } from 'vitest';
import {
  TESTIMONIAL_COUNT,
  TESTIMONIALS,
  TESTIMONIALS_PER_SLIDE,
  testimonialVideoUrl,
} from './testimonials';

describe('the testimonial videos (spec section 2)', () => {
  it('are nine, numbered 1 to 9, three to a slide', () => {
    expect(TESTIMONIAL_COUNT).toBe(9);
    expect(TESTIMONIALS_PER_SLIDE).toBe(3);
    expect(TESTIMONIALS).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
  });

  it('live under the configured base, with or without its final slash', () => {
    expect(testimonialVideoUrl('https://cdn.example.com/t/', 4)).toBe(
      'https://cdn.example.com/t/teachervideo4.mp4',
    );
    expect(testimonialVideoUrl('https://cdn.example.com/t', 4)).toBe(
      'https://cdn.example.com/t/teachervideo4.mp4',
    );
    expect(testimonialVideoUrl('', 2)).toBe('/teachervideo2.mp4');
  });
});
