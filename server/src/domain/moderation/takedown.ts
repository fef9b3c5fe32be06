import type { CounterNotice, TakedownNotice, TakedownNoticeForModerators } from '@clipyard/shared/contract';
import { CHANNEL_LOGIN_PATTERN, INTERNAL_CLIP_ID_PATTERN } from '@clipyard/shared/contract';
import type { Db } from '../../db/database';
import type { UserRow } from '../../db/schema';
import { toIso } from '../clip-row';

/**
 * Copyright takedown notices (issue 22 item 3, ADR 0135): what the notice handlers share. A notice hides its clips
 * with the visibility machinery of ADR 0132 (changeClipVisibility, no moderator); its counter-notice and its decision
 * are its own, because they carry statements the appeal has not and end in a restore or a removal, not a grant or a
 * denial.
 */

/** A notice waits for a moderator while it is one of these. */
export const PENDING_NOTICE = ['open', 'countered'] as const;

/** The public reason on a clip a notice hid (the clip's people read the localized banner; the log reads this). */
export const TAKEDOWN_PUBLIC_REASON = 'Copyright takedown notice';

/**
 * The clip an address of this site names: `/<channel>/clip/<id>` (the clip page) or `/embed/<channel>/<id>` (the
 * embed player), from the root or absolute on one of the site's origins (`isSite`; the form checks the same in the
 * browser, this holds for any caller). The clip must also exist here, which the caller checks. Null for anything else.
 */
export function parseClipAddress(text: string, isSite: (url: URL) => boolean): { channelLogin: string; clipId: string } | null {
  const trimmed = text.trim();
  let url: URL;
  try {
    url = new URL(trimmed, 'https://clipyard.invalid');
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  const fromRoot = trimmed.startsWith('/') && !trimmed.startsWith('//');
  if (!fromRoot && !isSite(url)) return null;
  const parts = url.pathname.replace(/\/+$/, '').split('/').slice(1);
  const [first, second, third] = parts;
  let channelLogin: string | undefined;
  let clipId: string | undefined;
  if (parts.length === 3 && second === 'clip') [channelLogin, clipId] = [first, third];
  else if (parts.length === 3 && first === 'embed') [channelLogin, clipId] = [second, third];
  if (!channelLogin || !clipId) return null;
  channelLogin = decodeURIComponent(channelLogin).toLowerCase();
  if (!CHANNEL_LOGIN_PATTERN.test(channelLogin) || !INTERNAL_CLIP_ID_PATTERN.test(clipId)) return null;
  return { channelLogin, clipId };
}

/**
 * The notice waiting for a moderator that hid each of these clips (the newest when several name one clip), for the
 * clip page's banner.
 */
export async function pendingNoticeOfClips(db: Db, clipIds: string[]): Promise<Map<string, string>> {
  if (clipIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('takedown_notice_clips as nc')
    .innerJoin('takedown_notices as n', 'n.id', 'nc.notice_id')
    .select(['nc.clip_id', 'n.id'])
    .where('nc.clip_id', 'in', clipIds)
    .where('n.status', 'in', PENDING_NOTICE)
    .orderBy('n.created_at', 'asc')
    .execute();
  return new Map(rows.map((row) => [row.clip_id, row.id]));
}

/** Whether this person may read the notice: the streamer of its channel, or a moderator. */
export function mayReadNotice(reader: Pick<UserRow, 'is_admin' | 'streamer_channel_login'>, notice: { channel_login: string }): boolean {
  return reader.is_admin || reader.streamer_channel_login === notice.channel_login;
}

/** The notices upheld against each channel: its repeat-infringer count. */
export async function repeatInfringerCounts(db: Db, channelLogins: string[]): Promise<Map<string, number>> {
  if (channelLogins.length === 0) return new Map();
  const rows = await db
    .selectFrom('takedown_notices')
    .select(['channel_login', (eb) => eb.fn.countAll<string>().as('count')])
    .where('channel_login', 'in', channelLogins)
    .where('status', '=', 'removed')
    .groupBy('channel_login')
    .execute();
  return new Map(rows.map((row) => [row.channel_login, Number(row.count)]));
}

type NoticeRow = {
  id: string;
  channel_login: string;
  status: TakedownNotice['status'];
  work_description: string;
  claimant_name: string;
  claimant_email: string;
  signature: string;
  created_at: Date;
  decided_at: Date | null;
  decision_reason: string | null;
};

/**
 * The notices as their readers see them, in the order of `rows`: their clips and counter-notices. `counterFor`: the
 * one person whose counter-notice is said (null: a moderator, who reads every counter-notice).
 */
export async function toNotices(db: Db, rows: NoticeRow[], counterFor: string | null): Promise<(TakedownNotice & { claimantEmail: string; signature: string })[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const clips = await db
    .selectFrom('takedown_notice_clips as nc')
    .leftJoin('clips as c', 'c.id', 'nc.clip_id')
    .select(['nc.notice_id', 'nc.clip_id', 'nc.clip_title', 'c.title', 'c.channel_login', 'c.visibility', 'c.status'])
    .where('nc.notice_id', 'in', ids)
    .orderBy('nc.clip_title')
    .execute();
  let counterQuery = db
    .selectFrom('takedown_counter_notices as t')
    .leftJoin('users as u', 'u.id', 't.filer_user_id')
    .select(['t.notice_id', 't.statement', 't.full_name', 't.contact', 't.created_at', 'u.username'])
    .where('t.notice_id', 'in', ids);
  if (counterFor !== null) counterQuery = counterQuery.where('t.filer_user_id', '=', counterFor);
  const counters = new Map<string, CounterNotice>(
    (await counterQuery.execute()).map((row) => [
      row.notice_id,
      { statement: row.statement, fullName: row.full_name, contact: row.contact, filedAt: toIso(row.created_at), filerUserName: row.username ?? null },
    ]),
  );
  return rows.map((row) => ({
    noticeId: row.id,
    channelLogin: row.channel_login,
    status: row.status,
    workDescription: row.work_description,
    claimantName: row.claimant_name,
    createdAt: toIso(row.created_at),
    decidedAt: row.decided_at ? toIso(row.decided_at) : null,
    decisionReason: row.decision_reason,
    clipList: clips
      .filter((clip) => clip.notice_id === row.id)
      .map((clip) => ({
        internalClipId: clip.clip_id,
        channelLogin: clip.channel_login ?? row.channel_login,
        clipTitle: clip.title ?? clip.clip_title,
        visibility: clip.status && clip.status !== 'deleted' ? (clip.visibility ?? null) : null,
      })),
    counterNotice: counters.get(row.id) ?? null,
    claimantEmail: row.claimant_email,
    signature: row.signature,
  }));
}

/** The streamer's view of a notice: without the claimant's email and signature. */
export function forStreamer(notice: TakedownNotice & { claimantEmail: string; signature: string }): TakedownNotice {
  const { claimantEmail: _email, signature: _signature, ...rest } = notice;
  return rest;
}

/** The moderators' view: all of it, with the channel's repeat-infringer count. */
export async function forModerators(db: Db, notices: (TakedownNotice & { claimantEmail: string; signature: string })[]): Promise<TakedownNoticeForModerators[]> {
  const counts = await repeatInfringerCounts(db, [...new Set(notices.map((notice) => notice.channelLogin))]);
  return notices.map((notice) => ({ ...notice, repeatInfringerCount: counts.get(notice.channelLogin) ?? 0 }));
}

export const NOTICE_COLUMNS = [
  'n.id',
  'n.channel_login',
  'n.status',
  'n.work_description',
  'n.claimant_name',
  'n.claimant_email',
  'n.signature',
  'n.created_at',
  'n.decided_at',
  'n.decision_reason',
] as const;
