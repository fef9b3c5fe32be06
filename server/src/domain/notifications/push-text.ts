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
}

type Texts = Record<NotificationKindColumn, (f: PushFacts) => { title: string; body: string }>;

const clip = (f: PushFacts) => f.clip_title ?? '';

const TEXTS: Record<PushLanguage, Texts> = {
  'en-US': {
    new_clip: (f) => ({ title: `New clip from ${f.channel_login ?? ''}`, body: clip(f) }),
    request_approved: (f) => ({ title: 'Your clip request was approved', body: clip(f) }),
    request_rejected: (f) => ({ title: 'Your clip request was declined', body: clip(f) }),
    clip_comment: (f) => ({ title: `${f.actor_name ?? ''} commented on your clip`, body: clip(f) }),
    report_resolved: () => ({ title: 'Your report was reviewed', body: 'Thank you for helping keep Clipyard safe.' }),
  },
  ja: {
    new_clip: (f) => ({ title: `${f.channel_login ?? ''} の新しいクリップ`, body: clip(f) }),
    request_approved: (f) => ({ title: 'クリップのリクエストが承認されました', body: clip(f) }),
    request_rejected: (f) => ({ title: 'クリップのリクエストは見送られました', body: clip(f) }),
    clip_comment: (f) => ({ title: `${f.actor_name ?? ''} さんがあなたのクリップにコメントしました`, body: clip(f) }),
    report_resolved: () => ({ title: '報告を確認しました', body: 'Clipyard の安全にご協力いただきありがとうございます。' }),
  },
};

export function pushText(facts: PushFacts, language: PushLanguage): { title: string; body: string } {
  return (TEXTS[language] ?? TEXTS['en-US'])[facts.kind](facts);
}

/** Where a notification leads: the clip, else the channel, else the frontpage (the same rule as the bell). */
export function notificationPath(facts: { channel_login: string | null; clip_id: string | null }): string {
  if (facts.channel_login && facts.clip_id) return `/${facts.channel_login}/clip/${facts.clip_id}`;
  if (facts.channel_login) return `/${facts.channel_login}`;
  return '/';
}
