/** The testimonial videos (spec section 2): teachervideo1.mp4 to teachervideo9.mp4. */
export const TESTIMONIAL_COUNT = 9;
export const TESTIMONIALS_PER_SLIDE = 3;

export const TESTIMONIALS: readonly number[] = Array.from(
  { length: TESTIMONIAL_COUNT },
  (_, index) => index + 1,
);

/** The address of video `n` under the configured base (with or without its final slash). */
export function testimonialVideoUrl(baseUrl: string, n: number): string {
  const base = baseUrl.endsWith('/') ? baseUrl : `${baseUrl}/`;
  return `${base}teachervideo${n}.mp4`;
}
