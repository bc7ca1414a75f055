/** Up to this many cards show on each side of the centred one (spec: 2). */
export const cardsPerSide = 2;

export type CarouselSlot = { index: number; offset: number };

/** Steps `index` by `step` through `count` cards, wrapping at both ends. */
export function wrapIndex(index: number, step: number, count: number): number {
  if (count === 0) return 0;
  return (((index + step) % count) + count) % count;
}

/**
 * The cards to show around `centre`: each card at most once, so a short list shows fewer
 * side cards (4 cards: one left, two right).
 */
export function carouselSlots(centre: number, count: number): CarouselSlot[] {
  if (count === 0) return [];
  const left = Math.min(cardsPerSide, Math.floor((count - 1) / 2));
  const right = Math.min(cardsPerSide, count - 1 - left);
  const slots: CarouselSlot[] = [];
  for (let offset = 0 - left; offset <= right; offset++) {
    slots.push({ index: wrapIndex(centre, offset, count), offset });
  }
  return slots;
}
