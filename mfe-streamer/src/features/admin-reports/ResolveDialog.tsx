import { PUBLIC_REASON_MAX, useStrings, type ApiErrorCode, type ReportGroup } from '@clipyard/shared';
import { adminReportsStrings } from './i18n';
import { ModerationDialog, type ModerationExtras } from './ModerationDialog';
import type { ModerationChoice } from './ReportGroupCard';

export type ResolveExtras = ModerationExtras;

/**
 * Confirms every way of closing a report before it is done (ModerationDialog), with the private note the moderation
 * log keeps (issue 22 item 1: a dismissal too, so the next moderator reads why) and, for a clip, the public reason its
 * submitter and streamer are told (ADR 0118; issue 22 item 2).
 */
export function ResolveDialog({ group, choice, onCancel, onSubmit }: { group: ReportGroup; choice: ModerationChoice; onCancel: () => void; onSubmit: (extras: ResolveExtras) => Promise<ApiErrorCode | null> }) {
  const { t } = useStrings(adminReportsStrings);
  const user = group.commenterUserName ?? '?';
  const title = group.clip?.clipTitle ?? '';
  const text = {
    removeClip: { title: t('reports.confirmRemoveClipTitle'), message: t('reports.confirmRemoveClip', { title }), ok: t('reports.removeClip') },
    unlistClip: { title: t('reports.confirmUnlistClipTitle'), message: t('reports.confirmUnlistClip', { title }), ok: t('reports.unlistClip') },
    hideClip: { title: t('reports.confirmHideClipTitle'), message: t('reports.confirmHideClip', { title }), ok: t('reports.hideClip') },
    removeComment: { title: t('reports.confirmRemoveCommentTitle'), message: t('reports.confirmRemoveComment'), ok: t('reports.removeComment') },
    blockCommenter: { title: t('reports.confirmBlockTitle', { user }), message: t('reports.confirmBlock', { user }), ok: t('reports.blockCommenter') },
    dismiss: { title: t('reports.confirmDismissTitle'), message: t('reports.confirmDismiss'), ok: t('reports.dismiss') },
    handled: { title: t('reports.confirmHandledTitle'), message: t('reports.confirmHandled'), ok: t('reports.markHandled') },
  }[choice];
  const reasonHint =
    choice === 'removeClip'
      ? t('reports.publicReasonHint', { max: PUBLIC_REASON_MAX })
      : choice === 'unlistClip' || choice === 'hideClip'
        ? t('reports.publicReasonAppealHint', { max: PUBLIC_REASON_MAX })
        : undefined;
  return <ModerationDialog title={text.title} message={text.message} okLabel={text.ok} reasonHint={reasonHint} onCancel={onCancel} onSubmit={onSubmit} />;
}
