import { callApiResult, useSession, useStrings, type Comment, type CommentReply } from '@clipyard/shared';
import { Box, Button, CircularProgress, Typography } from '@mui/material';
import { Suspense, lazy, useEffect, useRef, useState } from 'react';
import { CommentBody } from './CommentBody';
import { commentThreadStrings } from './i18n';

// Only for a signed-in person who presses Reply: its own chunk.
const ReplyForm = lazy(() => import('./ReplyForm'));
/** How many replies one "Show more" asks for (the contract's page maximum). */
const REPLY_PAGE = 50;

export interface CommentThreadProps {
  comment: Comment;
  internalClipId: string;
  onSeek?: (seconds: number) => void;
  maxSeconds?: number;
  /** Opens the comment menu of the comment or of one of its replies. */
  onMenu: (comment: CommentReply) => void;
  /** Replies deleted on this page (through the menu). */
  deletedIds: ReadonlySet<string>;
  /** Names in this clip's comments, suggested first when an `@` is typed. */
  nearbyNames: readonly string[];
  canReply: boolean;
}

/**
 * A top-level comment and its replies (ADR 0117): the oldest three come with the comment, "Show N more replies"
 * fetches the rest, oldest first. Reply on the comment or on any reply opens one reply box at the end of the thread
 * (a reply to a reply joins this thread, its box starting with "@name "). What the person posts shows at once at
 * the end. Replies by people the viewer blocks are hidden, as comments are.
 */
export function CommentThread({ comment, internalClipId, onSeek, maxSeconds, onMenu, deletedIds, nearbyNames, canReply }: CommentThreadProps) {
  const { t } = useStrings(commentThreadStrings);
  const blockedUsers = useSession((s) => s.blockedUsers);
  const [loaded, setLoaded] = useState<CommentReply[]>(comment.replyList ?? []);
  const total = comment.replyCount ?? 0;
  // Where the next "Show more" starts: from the beginning (the first three are re-read), then from its cursor.
  const [next, setNext] = useState<{ cursor: string | null } | 'all'>(() => ((comment.replyCount ?? 0) <= (comment.replyList?.length ?? 0) ? 'all' : { cursor: null }));
  const [more, setMore] = useState<'idle' | 'loading' | 'error'>('idle');
  const [posted, setPosted] = useState<CommentReply[]>([]);
  const [replying, setReplying] = useState<{ target: CommentReply; opener: HTMLButtonElement | null } | null>(null);
  // After "Show more", the first reply it revealed takes the focus (the button the person pressed is gone).
  const [focusReply, setFocusReply] = useState<string | null>(null);
  const replies = useRef<HTMLDivElement | null>(null);

  useEffect(() => {
    if (!focusReply) return;
    // Comment ids are URL-safe ([A-Za-z0-9_-]): nothing to escape in the selector.
    replies.current?.querySelector<HTMLElement>(`[data-reply-id="${focusReply}"]`)?.focus();
  }, [focusReply]);

  const hidden = next === 'all' ? 0 : Math.max(0, total - loaded.length);
  const showMore = async () => {
    if (next === 'all') return;
    setMore('loading');
    const result = await callApiResult('client/clipComment/getCommentReplies', { commentId: comment.commentId, cursor: next.cursor, limit: REPLY_PAGE });
    if (!result.ok) return setMore('error');
    const known = new Set(next.cursor ? loaded.map((r) => r.commentId) : []);
    const fresh = result.data.replyList.filter((r) => !known.has(r.commentId));
    const shownBefore = new Set(loaded.map((r) => r.commentId));
    setLoaded((previous) => (next.cursor ? [...previous, ...fresh] : result.data.replyList));
    setNext(result.data.nextCursor ? { cursor: result.data.nextCursor } : 'all');
    setMore('idle');
    setFocusReply(result.data.replyList.find((r) => !shownBefore.has(r.commentId))?.commentId ?? null);
  };

  const visible = (reply: CommentReply) => !deletedIds.has(reply.commentId) && !blockedUsers.includes(reply.commenterUserName);
  const loadedIds = new Set(loaded.map((r) => r.commentId));
  const shown = loaded.filter(visible);
  const ownNew = posted.filter((r) => !loadedIds.has(r.commentId) && visible(r));

  const openReply = (target: CommentReply) => (opener: HTMLButtonElement) => setReplying({ target, opener });
  const closeReply = () => {
    const opener = replying?.opener;
    setReplying(null);
    opener?.focus();
  };

  const replyItem = (reply: CommentReply) => (
    <Box component="li" key={reply.commentId} data-testid="comment-reply" data-reply-id={reply.commentId} tabIndex={-1} sx={{ borderRadius: 1 }}>
      <CommentBody
        comment={reply}
        isReply
        onSeek={onSeek}
        maxSeconds={maxSeconds}
        onMenu={() => onMenu(reply)}
        onReply={canReply ? openReply(reply) : undefined}
      />
    </Box>
  );

  return (
    <Box component="li" data-testid="comment" sx={{ listStyle: 'none' }}>
      <CommentBody comment={comment} onSeek={onSeek} maxSeconds={maxSeconds} onMenu={() => onMenu(comment)} onReply={canReply ? openReply(comment) : undefined} />
      <Box sx={{ pl: 6 }} ref={replies}>
        {shown.length + ownNew.length > 0 || hidden > 0 ? (
          <Box component="ul" aria-label={t('commentThread.repliesTo', { user: comment.commenterUserName })} sx={{ listStyle: 'none', m: 0, p: 0 }}>
            {shown.map(replyItem)}
            {hidden > 0 ? (
              <Box component="li" sx={{ py: 0.5 }}>
                {more === 'loading' ? (
                  <Box role="status" sx={{ display: 'flex', alignItems: 'center', gap: 1, py: 0.75 }}>
                    <CircularProgress size={16} aria-hidden="true" />
                    <Typography variant="body2">{t('commentThread.loadingReplies')}</Typography>
                  </Box>
                ) : (
                  <>
                    {more === 'error' ? (
                      <Typography role="alert" variant="body2" color="error" component="span" sx={{ mr: 1 }}>
                        {t('commentThread.repliesFailed')}
                      </Typography>
                    ) : null}
                    <Button size="small" onClick={() => void showMore()} data-testid="show-more-replies">
                      {more === 'error' ? t('commentThread.retry') : t('commentThread.showMore', { count: hidden })}
                    </Button>
                  </>
                )}
              </Box>
            ) : null}
            {ownNew.map(replyItem)}
          </Box>
        ) : null}
        {replying ? (
          // The form's chunk arrives quickly after the press; nothing is shown meanwhile, and nothing moves after.
          <Suspense fallback={null}>
            <ReplyForm
              key={replying.target.commentId}
              internalClipId={internalClipId}
              target={replying.target}
              nearbyNames={nearbyNames}
              onCancel={closeReply}
              onPosted={(reply) => {
                setPosted((previous) => [...previous, reply]);
                closeReply();
              }}
            />
          </Suspense>
        ) : null}
      </Box>
    </Box>
  );
}
