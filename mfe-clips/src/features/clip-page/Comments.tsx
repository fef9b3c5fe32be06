import { callApiResult, errorMessage, useStrings, useSession, type Comment, type CommentReply } from '@clipyard/shared';
import { Box, Button, Link as MuiLink, Typography } from '@mui/material';
import { Link } from 'react-router';
import { Suspense, lazy, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { CommentMenu } from '../comment-menu';
import { CommentThread } from './comment-thread/CommentThread';
import { clipPageStrings } from './i18n';

// Below the first view, and only for a signed-in person: fetched after the page has rendered.
const CommentForm = lazy(() => import('./CommentForm'));
/** The form's height (a small two-line text field with its counter), held while its code loads: nothing shifts. */
const COMMENT_FORM_HEIGHT = 63;

/**
 * The clip's comments, newest first, each with its replies (oldest first, collapsed past three; ADR 0117), with a
 * form for signed-in users. Comments and replies by blocked people are hidden.
 */
export function Comments({ internalClipId, onSeek, maxSeconds }: { internalClipId: string; onSeek?: (seconds: number) => void; maxSeconds?: number }) {
  const { t } = useStrings(clipPageStrings);
  const isSignedIn = useSession((s) => s.flags.isSignedIn);
  const blockedUsers = useSession((s) => s.blockedUsers);
  const [comments, setComments] = useState<Comment[]>([]);
  const [cursor, setCursor] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [menuFor, setMenuFor] = useState<CommentReply | null>(null);
  const [deletedIds, setDeletedIds] = useState<ReadonlySet<string>>(() => new Set());

  const load = useCallback(
    async (from: string | null) => {
      const result = await callApiResult('client/clipComment/getClipComments', { internalClipId, cursor: from });
      if (!result.ok) return setError(errorMessage(t, result.errorCode));
      setError(null);
      setComments((previous) => (from ? [...previous, ...result.data.commentList] : result.data.commentList));
      setCursor(result.data.nextCursor);
    },
    [internalClipId, t],
  );
  useEffect(() => {
    void load(null);
  }, [load]);
  // The answer is the viewer's own (their comments held for review, ADR 0133; blocks). Signing in, or another account,
  // reads it again: a cold page's first read may go out before the identity provider has restored the person.
  // Signing out reads nothing (a hidden clip's comments would be refused, ADR 0132): what was theirs alone goes.
  const viewer = useSession((s) => s.authUser?.uid ?? null);
  const readFor = useRef(viewer);
  useEffect(() => {
    if (viewer === readFor.current) return;
    readFor.current = viewer;
    if (viewer) void load(null);
    else setComments((previous) => previous.filter((comment) => !comment.heldForReview));
  }, [viewer, load]);

  const visible = useMemo(
    () => comments.filter((comment) => !blockedUsers.includes(comment.commenterUserName) && !deletedIds.has(comment.commentId)),
    [comments, blockedUsers, deletedIds],
  );
  // The people of this clip's comments, most recent first: who an `@` suggests before anyone else.
  const nearbyNames = useMemo(() => {
    const names = visible.flatMap((comment) => [comment.commenterUserName, ...(comment.replyList ?? []).map((reply) => reply.commenterUserName)]);
    return [...new Set(names)].filter((name) => !blockedUsers.includes(name));
  }, [visible, blockedUsers]);

  return (
    <Box component="section" aria-labelledby="comments-heading" sx={{ mt: 4 }}>
      <Typography id="comments-heading" variant="h6" component="h2" gutterBottom>
        {t('clipPage.comments')}
      </Typography>
      {isSignedIn ? (
        <Suspense fallback={<Box sx={{ mb: 2, height: COMMENT_FORM_HEIGHT }} data-testid="comment-form-placeholder" />}>
          <CommentForm internalClipId={internalClipId} nearbyNames={nearbyNames} onPosted={(comment) => setComments((previous) => [comment, ...previous])} />
        </Suspense>
      ) : (
        // A way to act, not just a statement: the prompt leads to the login page.
        <Typography sx={{ mb: 2 }}>
          <MuiLink component={Link} to="/account/login" data-testid="comment-sign-in">
            {t('clipPage.commentSignIn')}
          </MuiLink>
        </Typography>
      )}
      {error ? <Typography color="error">{error}</Typography> : null}
      {visible.length === 0 && !error ? <Typography color="text.secondary">{t('clipPage.commentsEmpty')}</Typography> : null}
      <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
        {visible.map((comment) => (
          <CommentThread
            key={comment.commentId}
            comment={comment}
            internalClipId={internalClipId}
            onSeek={onSeek}
            maxSeconds={maxSeconds}
            onMenu={setMenuFor}
            deletedIds={deletedIds}
            nearbyNames={nearbyNames}
            canReply={isSignedIn}
          />
        ))}
      </Box>
      {cursor ? <Button onClick={() => void load(cursor)}>{t('clipPage.loadMoreComments')}</Button> : null}
      {menuFor ? (
        // Loaded the first time a comment's menu opens (the button was just pressed: nothing to show meanwhile).
        <Suspense fallback={null}>
          <CommentMenu comment={menuFor} open onClose={() => setMenuFor(null)} onDeleted={(commentId) => setDeletedIds((previous) => new Set([...previous, commentId]))} />
        </Suspense>
      ) : null}
    </Box>
  );
}
