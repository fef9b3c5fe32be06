import { sql } from 'kysely';
import type { Db } from '../../db/database';

/**
 * An appeal reopens the reports whose resolution made the decision appealed (issue 22 item 2): those closed with the
 * report named in the decision's log entry (same target, same moment, an unlisting or hiding). A reporter who has
 * filed a new report on the clip since keeps that one instead (one open report per reporter and target). Answers the
 * ids reopened.
 */
export async function reopenReportsOf(db: Db, entryId: string, appealId: string): Promise<string[]> {
  const result = await sql<{ id: string }>`
    UPDATE reports r SET status = 'open', resolved_at = NULL, resolved_by_user_id = NULL, resolution_action = NULL,
      review_started_at = NULL, reviewer_user_id = NULL, reopened_by_appeal_id = ${appealId}
    FROM moderation_log l JOIN reports decided ON decided.id = l.report_id
    WHERE l.id = ${entryId}
      AND r.target_key = decided.target_key AND r.resolved_at = decided.resolved_at
      AND r.resolution_action IN ('clip_unlisted', 'clip_hidden')
      AND NOT EXISTS (
        SELECT 1 FROM reports newer
        WHERE newer.reporter_user_id = r.reporter_user_id AND newer.target_key = r.target_key AND newer.status IN ('open', 'in_review')
      )
    RETURNING r.id`.execute(db);
  return result.rows.map((row) => row.id);
}

/**
 * The appeal is decided: the reports it reopened close again, dismissed when the clip was restored (the reporters'
 * concern was not upheld) or actioned as before when the decision stands. Answers the ids closed.
 */
export async function closeReopenedReports(db: Db, appealId: string, moderatorId: string, granted: boolean): Promise<string[]> {
  const result = await sql<{ id: string }>`
    UPDATE reports r SET status = ${granted ? 'dismissed' : 'actioned'}, resolved_at = now(), resolved_by_user_id = ${moderatorId},
      resolution_action = ${granted ? sql.lit('dismissed') : sql`(SELECT CASE a.visibility WHEN 'unlisted' THEN 'clip_unlisted' ELSE 'clip_hidden' END FROM clip_appeals a WHERE a.id = ${appealId})`}
    WHERE r.reopened_by_appeal_id = ${appealId} AND r.status IN ('open', 'in_review')
    RETURNING r.id`.execute(db);
  return result.rows.map((row) => row.id);
}
