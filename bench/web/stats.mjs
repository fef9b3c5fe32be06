/**
 * The figures' arithmetic, shared by bench/web's parts. Its own module so that main-thread.mjs, which also runs alone
 * against a live site, does not load the Lighthouse package and chrome-launcher only for a median.
 */

/** The median of the finite values (NaN when there are none). */
export const median = (values) => {
  const sorted = values.filter((v) => Number.isFinite(v)).sort((a, b) => a - b);
  if (sorted.length === 0) return NaN;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};
