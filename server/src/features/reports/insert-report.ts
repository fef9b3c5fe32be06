import type { Insertable } from 'kysely';
import type { Db } from '../../db/database';
import type { ReportsTable } from '../../db/schema';
import { ApiError } from '../../http/api-error';
import { isUniqueViolation } from '../../db/db-errors';
import { newId } from '../../db/ids';

/**
 * One open report per reporter and target is enforced by the partial unique index reports_one_open: the insert
 * is attempted and a violation becomes ALREADY_REPORTED (no check-then-insert race, never a 500).
 */
export async function insertReport(db: Db, values: Omit<Insertable<ReportsTable>, 'id'>): Promise<{ reportId: string }> {
  const id = newId(12);
  try {
    await db.insertInto('reports').values({ id, ...values }).execute();
  } catch (error) {
    if (isUniqueViolation(error)) throw new ApiError('ALREADY_REPORTED');
    throw error;
  }
  return { reportId: id };
}
