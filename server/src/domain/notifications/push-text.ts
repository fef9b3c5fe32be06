import { channelPath, clipPath } from '@clipyard/shared/contract';
import type { NotificationKindColumn } from '../../db/schema';

/**
 * The words of a pushed notification, in the language the subscribing browser used (a push arrives with no page
 * open, so the server writes them; the bell's own strings are the shell's `notifications` namespace). Kept short:
 * push services limit the payload to about 4 KB.
 */
export type PushLanguage = 'en-US' | 'ja';

interface PushFacts {
  kind: NotificationKindColumn;
  channel_login: string | null;
  clip_title: string | null;
  actor_name: string | null;
  /** Migration 110 (ADR 0118): a moderator's public reason, and how many requests a clip_request row stands for. */
  reason?: string | null;
  item_count?: number | null;
}

type Texts = Record<NotificationKindColumn, (f: PushFacts) => { title: string; body: string }>;

const clip = (f: PushFacts) => f.clip_title ?? '';
/** Who acted; no name once that person deleted their account (the deletion takes it out of others' notifications). */
const who = (f: PushFacts) => f.actor_name ?? 'A deleted account';
const whoJa = (f: PushFacts) => (f.actor_name ? `${f.actor_name} さん` : '退会したユーザー');
/** A moderator's public reason when they gave one, else what the person can do. */
const reasonOr = (f: PushFacts, otherwise: string) => (f.reason ? `Reason: ${f.reason}` : otherwise);
const reasonOrJa = (f: PushFacts, otherwise: string) => (f.reason ? `理由：${f.reason}` : otherwise);

const TEXTS: Record<PushLanguage, Texts> = {
  'en-US': {
    new_clip: (f) => ({ title: `New clip from ${f.channel_login ?? ''}`, body: clip(f) }),
    request_approved: (f) => ({ title: 'Your clip request was approved', body: clip(f) }),
    request_rejected: (f) => ({ title: 'Your clip request was declined', body: clip(f) }),
    clip_comment: (f) => ({ title: `${who(f)} commented on your clip`, body: clip(f) }),
    report_resolved: () => ({ title: 'Your report was reviewed', body: 'Thank you for helping keep Clipyard safe.' }),
    clip_request: (f) =>
      (f.item_count ?? 1) > 1
        ? { title: `${f.item_count} clip requests are waiting on ${f.channel_login ?? ''}`, body: `Newest: ${clip(f)}` }
        : { title: `New clip request for ${f.channel_login ?? ''}`, body: f.actor_name ? `${f.actor_name}: ${clip(f)}` : clip(f) },
    clip_removed: (f) => ({
      title: `A moderator removed “${clip(f)}” from ${f.channel_login ?? ''}`,
      body: f.reason ? `Reason: ${f.reason}` : 'It broke the Clipyard rules.',
    }),
    comment_reply: (f) => ({ title: `${who(f)} replied to your comment`, body: clip(f) }),
    comment_mention: (f) => ({ title: `${who(f)} mentioned you in a comment`, body: clip(f) }),
    report_message: () => ({ title: 'A moderator replied to your report', body: 'Open your reports to read it.' }),
    clip_unlisted: (f) => ({ title: `A moderator unlisted “${clip(f)}”: it is no longer in lists or search`, body: reasonOr(f, 'You can appeal from the clip page.') }),
    clip_hidden: (f) => ({ title: `A moderator hid “${clip(f)}”`, body: reasonOr(f, 'You can appeal from the clip page.') }),
    clip_restored: (f) => ({ title: `“${clip(f)}” is public again`, body: f.reason ? `Reason: ${f.reason}` : 'A moderator restored it.' }),
    appeal_denied: (f) => ({ title: `Your appeal for “${clip(f)}” was denied`, body: f.reason ? `Reason: ${f.reason}` : 'The moderators kept their decision.' }),
    takedown_notice: (f) => ({ title: `A copyright notice hid “${clip(f)}”`, body: 'Read the notice on the clip page; its streamer can file a counter-notice.' }),
    registration_approved: () => ({ title: 'Your registration was approved', body: 'Welcome to Clipyard: you can now comment, like and follow.' }),
    registration_rejected: (f) => ({ title: 'Your registration was not approved', body: f.reason ? `Reason: ${f.reason}` : 'You can download your data or delete the account.' }),
  },
  ja: {
    new_clip: (f) => ({ title: `${f.channel_login ?? ''} の新しいクリップ`, body: clip(f) }),
    request_approved: (f) => ({ title: 'クリップのリクエストが承認されました', body: clip(f) }),
    request_rejected: (f) => ({ title: 'クリップのリクエストは見送られました', body: clip(f) }),
    clip_comment: (f) => ({ title: `${whoJa(f)}があなたのクリップにコメントしました`, body: clip(f) }),
    report_resolved: () => ({ title: '報告を確認しました', body: 'Clipyard の安全にご協力いただきありがとうございます。' }),
    clip_request: (f) =>
      (f.item_count ?? 1) > 1
        ? { title: `${f.channel_login ?? ''} に ${f.item_count} 件のクリップのリクエストが届いています`, body: `最新：${clip(f)}` }
        : { title: `${f.channel_login ?? ''} に新しいクリップのリクエスト`, body: f.actor_name ? `${f.actor_name} さん：${clip(f)}` : clip(f) },
    clip_removed: (f) => ({
      title: `モデレーターが ${f.channel_login ?? ''} のクリップ「${clip(f)}」を削除しました`,
      body: f.reason ? `理由：${f.reason}` : 'Clipyard のルールに反していたためです。',
    }),
    comment_reply: (f) => ({ title: `${whoJa(f)}があなたのコメントに返信しました`, body: clip(f) }),
    comment_mention: (f) => ({ title: `${whoJa(f)}がコメントであなたをメンションしました`, body: clip(f) }),
    report_message: () => ({ title: 'モデレーターがあなたの報告に返信しました', body: '報告の一覧を開いてお読みください。' }),
    clip_unlisted: (f) => ({ title: `モデレーターが「${clip(f)}」を限定公開にしました（一覧や検索に表示されません）`, body: reasonOrJa(f, 'クリップのページから異議を申し立てられます。') }),
    clip_hidden: (f) => ({ title: `モデレーターが「${clip(f)}」を非表示にしました`, body: reasonOrJa(f, 'クリップのページから異議を申し立てられます。') }),
    clip_restored: (f) => ({ title: `「${clip(f)}」が再び公開されました`, body: f.reason ? `理由：${f.reason}` : 'モデレーターが公開に戻しました。' }),
    appeal_denied: (f) => ({ title: `「${clip(f)}」への異議申し立ては認められませんでした`, body: f.reason ? `理由：${f.reason}` : 'モデレーターは判断を変えませんでした。' }),
    takedown_notice: (f) => ({ title: `著作権侵害の通知により「${clip(f)}」が非表示になりました`, body: 'クリップのページで通知を確認できます。配信者は異議通知を提出できます。' }),
    registration_approved: () => ({ title: '登録が承認されました', body: 'Clipyard へようこそ。コメント、いいね、フォローができるようになりました。' }),
    registration_rejected: (f) => ({ title: '登録は承認されませんでした', body: f.reason ? `理由：${f.reason}` : 'データのダウンロードやアカウントの削除ができます。' }),
  },
};

export function pushText(facts: PushFacts, language: PushLanguage): { title: string; body: string } {
  return (TEXTS[language] ?? TEXTS['en-US'])[facts.kind](facts);
}

/**
 * Where a notification leads (the same rule as the bell): clip requests to the streamer's queue; a removed clip to
 * its channel (the clip page is gone); otherwise the clip, else the channel, else the frontpage.
 */
export function notificationPath(facts: { kind?: NotificationKindColumn; channel_login: string | null; clip_id: string | null; report_id?: string | null }): string {
  if (facts.kind === 'clip_request') return '/streamer/requests';
  if (facts.kind === 'report_message') return facts.report_id ? `/account/reports?report=${encodeURIComponent(facts.report_id)}` : '/account/reports';
  if (facts.kind === 'clip_removed') return facts.channel_login ? channelPath(facts.channel_login) : '/';
  if (facts.channel_login && facts.clip_id) return clipPath(facts.channel_login, facts.clip_id);
  if (facts.channel_login) return channelPath(facts.channel_login);
  return '/';
}
