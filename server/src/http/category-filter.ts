import type { Db } from '../db/database';
import { findCategoryById, findCategoryBySlug } from '../domain/categories';
import { ApiError } from './api-error';

/** A listing's `categorySlug` as the id its query filters on; absent: no filter; unknown: CATEGORY_NOT_FOUND (ADR 0150). */
export async function categoryFilter(db: Db, slug: string | undefined): Promise<number | undefined> {
  if (slug === undefined) return undefined;
  const row = await findCategoryBySlug(db, slug);
  if (!row) throw new ApiError('CATEGORY_NOT_FOUND', `No category ${slug}`);
  return row.id;
}

/** A category chosen by id (submitClip, setClipCategory): its row, or CATEGORY_NOT_FOUND. */
export async function chosenCategory(db: Db, id: number) {
  const row = await findCategoryById(db, id);
  if (!row) throw new ApiError('CATEGORY_NOT_FOUND', `No category ${id}`);
  return row;
}
