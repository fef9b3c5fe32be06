import type { CollectionSummary } from '@clipyard/shared';

/** The title in the page's language, else the other one (one of them may be empty, never both: ADR 0148). */
export function collectionTitle(collection: Pick<CollectionSummary, 'titleEn' | 'titleJa'>, language: string): string {
  const [first, second] = language.startsWith('ja') ? [collection.titleJa, collection.titleEn] : [collection.titleEn, collection.titleJa];
  return first || second;
}
