import type { CollectionSummary } from '@clipyard/shared';

/**
 * The title in the studio's language, else the other one (one may be empty, never both: ADR 0148). This remote's own
 * copy of the rule mfe-channels shows visitors (no remote imports another).
 */
export function titleIn(collection: Pick<CollectionSummary, 'titleEn' | 'titleJa'>, language: string): string {
  return (language.startsWith('ja') ? collection.titleJa || collection.titleEn : collection.titleEn || collection.titleJa) ?? '';
}
