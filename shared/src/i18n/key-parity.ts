/**
 * Compares two translation trees: every key path of one must exist in the other. Used by the parity test that
 * checks every namespace of every app, so a string added in one language only fails CI.
 */
function leaves(tree: unknown, prefix = ''): Array<[string, unknown]> {
  if (typeof tree !== 'object' || tree === null || Array.isArray(tree)) return [[prefix, tree]];
  return Object.entries(tree as Record<string, unknown>).flatMap(([key, value]) => leaves(value, prefix ? `${prefix}.${key}` : key));
}

/** Keys present in `a` but missing in `b`, and the other way round. Empty strings count as missing. */
export function findMissingKeys(a: unknown, b: unknown): { onlyInFirst: string[]; onlyInSecond: string[] } {
  const first = new Set(leaves(a).filter(([, v]) => v !== '').map(([k]) => k));
  const second = new Set(leaves(b).filter(([, v]) => v !== '').map(([k]) => k));
  return {
    onlyInFirst: [...first].filter((key) => !second.has(key)),
    onlyInSecond: [...second].filter((key) => !first.has(key)),
  };
}

/** Keys whose {{placeholders}} differ between the two languages (a translation dropping {{name}}). */
export function findPlaceholderMismatches(a: unknown, b: unknown): string[] {
  const placeholders = (text: unknown) =>
    typeof text === 'string' ? [...text.matchAll(/\{\{\s*(\w+)[^}]*\}\}/g)].map((m) => m[1]).sort().join(',') : '';
  const second = new Map(leaves(b));
  return leaves(a)
    .filter(([key, value]) => second.has(key) && placeholders(value) !== placeholders(second.get(key)))
    .map(([key]) => key);
}
