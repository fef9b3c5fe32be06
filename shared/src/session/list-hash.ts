/**
 * Order-insensitive hash of a list (FNV-1a over the sorted items). SPEC section 4: a change signal is raised only
 * when the hash of a refreshed list differs, so a 24-hour refresh that brings the same list re-renders nothing.
 */
export function hashList(list: readonly string[]): string {
  let hash = 0x811c9dc5;
  const text = [...list].sort().join('\u0000');
  for (let i = 0; i < text.length; i += 1) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return `${list.length}:${hash.toString(16)}`;
}
