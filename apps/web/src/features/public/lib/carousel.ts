/** The slide after `index`, round to the first. */
export function nextSlide(index: number, count: number): number {
  return count > 0 ? (index + 1) % count : 0;
}

/** `items` cut into slides of `size` (the testimonials: 9 videos, 3 slides of 3). */
export function slidesOf<T>(items: readonly T[], size: number): T[][] {
  const slides: T[][] = [];
  for (let start = 0; start < items.length; start += size)
    slides.push(items.slice(start, start + size));
  return slides;
}
