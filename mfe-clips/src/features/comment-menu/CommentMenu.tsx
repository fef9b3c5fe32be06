import { BottomSheet, callApiResult, confirmDialog, errorMessage, getSession, notify, reportReasonDialog, useStrings, useSession, type Comment } from '@clipyard/shared';
import { useNavigate } from 'react-router';
import { commentMenuStrings } from './i18n';

/**
 * The comment menu of SPEC section 2: Report Comment; Block User (unless the commenter is the signed-in viewer);
 * Cancel. On the viewer's own comment: Delete Comment too (ours). Reporting needs sign-in ('Sign in to report inappropriate content' with a Login button); blocking
 * while signed out is kept on this device, like every block.
 */
export function CommentMenu({ comment, open, onClose, onDeleted }: { comment: Comment; open: boolean; onClose: () => void; onDeleted?: (commentId: string) => void }) {
  const { t } = useStrings(commentMenuStrings);
  const navigate = useNavigate();
  const isSignedIn = useSession((s) => s.flags.isSignedIn);
  const ownName = useSession((s) => s.userProfile?.username);
  const isOwnComment = isSignedIn && ownName === comment.commenterUserName;

  const report = async () => {
    if (!isSignedIn) {
      const login = await confirmDialog({ title: t('commentMenu.report'), message: t('commentMenu.signInToReport'), okLabel: t('commentMenu.login') });
      if (login) navigate('/account/login');
      return;
    }
    const reason = await reportReasonDialog({ title: t('commentMenu.report') });
    if (reason === null) return;
    const result = await callApiResult('client/report/reportComment', {
      internalClipId: comment.internalClipId,
      commentText: comment.commentText,
      commenterUserName: comment.commenterUserName,
      commentId: comment.commentId,
      reason,
    });
    if (result.ok || result.errorCode === 'ALREADY_REPORTED') notify({ type: 'positive', message: t('commentMenu.reportThanks') });
    else notify({ type: 'negative', message: t('commentMenu.reportFailed'), caption: comment.commenterUserName });
  };

  const remove = async () => {
    const sure = await confirmDialog({ title: t('commentMenu.delete'), message: t(comment.replyCount ? 'commentMenu.deleteConfirmReplies' : 'commentMenu.deleteConfirm'), okLabel: t('commentMenu.delete') });
    if (!sure) return;
    const result = await callApiResult('client/clipComment/deleteComment', { commentId: comment.commentId });
    if (!result.ok) return notify({ type: 'negative', message: t('commentMenu.deleteFailed'), caption: errorMessage(t, result.errorCode) });
    notify({ type: 'positive', message: t('commentMenu.deleted') });
    onDeleted?.(comment.commentId);
  };

  const block = async () => {
    const sure = await confirmDialog({
      title: t('commentMenu.blockTitle', { user: comment.commenterUserName }),
      message: t('commentMenu.blockMessage'),
      okLabel: t('commentMenu.blockUser'),
      // Where blocks are listed and undone (issue 19): the promise in the message, as a link.
      link: { label: t('commentMenu.manageBlocks'), to: '/account/blocks' },
    });
    if (!sure) return;
    const result = await getSession().toggleUserBlock(comment.commenterUserName, true);
    if (result.ok) notify({ type: 'positive', message: t('commentMenu.userBlocked') });
    else notify({ type: 'negative', message: t('commentMenu.blockFailed'), caption: errorMessage(t, result.errorCode) });
  };

  return (
    <BottomSheet
      open={open}
      onClose={onClose}
      title={comment.commenterUserName}
      cancelLabel={t('commentMenu.cancel')}
      items={[
        { key: 'report', label: t('commentMenu.report'), onSelect: () => void report() },
        { key: 'delete', label: t('commentMenu.delete'), destructive: true, hidden: !isOwnComment, onSelect: () => void remove() },
        { key: 'block', label: t('commentMenu.blockUser'), destructive: true, hidden: isOwnComment, onSelect: () => void block() },
      ]}
    />
  );
}

export default CommentMenu;
