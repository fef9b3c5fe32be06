import type { Db } from '../../db/database';
import type { ReportsTable, ReportStatus } from '../../db/schema';

/** The states of a report a moderator still has to decide: untouched, or taken into review. */
export const UNRESOLVED: ReportStatus[] = ['open', 'in_review'];

/**
 * What a report's target is called now, for the moderation log: the clip's title, the channel's display name, the
 * comment's text as reported. The log keeps it, so the entry still reads once the target is gone.
 */
export async function reportTargetLabel(db: Db, report: Pick<ReportsTable, 'target_kind' | 'clip_id' | 'channel_login' | 'comment_text'>): Promise<string | null> {
  if (report.target_kind === 'comment') return report.comment_text;
  if (report.target_kind === 'clip' && report.clip_id) {
    return (await db.selectFrom('clips').select('title').where('id', '=', report.clip_id).executeTakeFirst())?.title ?? null;
  }
  if (report.channel_login) {
    return (await db.selectFrom('channels').select('display_name').where('login', '=', report.channel_login).executeTakeFirst())?.display_name ?? report.channel_login;
  }
  return null;
}
