import { describe, expect, it } from 'vitest';
import { nextSlide, slidesOf } from './carousel';
import { TESTIMONIALS, TESTIMONIALS_PER_SLIDE, testimonialVideoUrl } from './testimonials';

describe('carousel slides', () => {
  it('goes round to the first slide after the last', () => {
    expect(nextSlide(0, 3)).toBe(1);
    expect(nextSlide(2, 3)).toBe(0);
    expect(nextSlide(0, 0)).toBe(0);
  });

  it('cuts the nine testimonial videos into three slides of three', () => {
    const slides = slidesOf(TESTIMONIALS, TESTIMONIALS_PER_SLIDE);
    expect(slides).toEqual([
      [1, 2, 3],
      [4, 5, 6],
      [7, 8, 9],
    ]);
    expect(slidesOf([1, 2, 3, 4], 3)).toEqual([[1, 2, 3], [4]]);
  });
});

describe('testimonial videos', () => {
  it('are teachervideo1.mp4 to teachervideo9.mp4 under the configured base', () => {
    expect(testimonialVideoUrl('https://videos.example.com/teacher/', 1)).toBe(
      'https://videos.example.com/teacher/teachervideo1.mp4',
    );
    expect(testimonialVideoUrl('https://cdn.example.com/t', 9)).toBe(
      'https://cdn.example.com/t/teachervideo9.mp4',
    );
  });
});

describe('carousel edges', () => {
  it('goes forward one slide, and nowhere without slides', () => {
    expect(nextSlide(1, 3)).toBe(2);
    expect(nextSlide(0, 1)).toBe(0);
    expect(nextSlide(4, -1)).toBe(0);
  });

  it('cuts nothing into no slides and keeps the order', () => {
    expect(slidesOf([], 3)).toEqual([]);
    expect(slidesOf(['a', 'b', 'c', 'd', 'e'], 2)).toEqual([['a', 'b'], ['c', 'd'], ['e']]);
  });
});
