// A seeded PRNG so the generated AI data is the same for the same identifier, series and hour.

/** FNV-1a, 32 bits. */
export function hashString(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** mulberry32: small, fast and good enough for chart noise. */
export function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * The random stream of one series (a hash of identifier, kind and position) in one time slot (an hour
 * or a day index). Keying by slot, not by query, is what makes an hour read the same in every window.
 */
export function streamAt(seriesSeed: number, slot: number): () => number {
  return mulberry32(seriesSeed ^ Math.imul(slot | 0, 0x9e3779b1));
}

export const round2 = (n: number): number => Math.round(n * 100) / 100;
