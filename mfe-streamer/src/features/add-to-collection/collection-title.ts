import type { CollectionSummary } from '@clipyard/shared';

/**
 * The title in the studio's language, else the other (ADR 0148). A copy of collections/collection-title.ts: the
 * collections feature imports the clip manager, which opens this dialog, so importing it back would make a cycle.
 */
export function titleIn(collection: Pick<CollectionSummary, 'titleEn' | 'titleJa'>, language: string): string {
  return (language.startsWith('ja') ? collection.titleJa || collection.titleEn : collection.titleEn || collection.titleJa) ?? '';
}
