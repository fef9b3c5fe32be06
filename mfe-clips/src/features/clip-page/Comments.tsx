import { MoreVertIcon, RelativeTime, callApiResult, errorMessage, useStrings, useSession, type Comment } from '@clipyard/shared';
import { Avatar, Box, Button, IconButton, List, ListItem, ListItemAvatar, ListItemText, Link as MuiLink, Typography } from '@mui/material';
import { Link } from 'react-router';
import { Suspense, lazy, useCallback, useEffect, useState } from 'react';
import { CommentMenu, commentMenuStrings } from '../comment-menu';
import { splitTimes } from './moment-time';
import { clipPageStrings } from './i18n';

// Below the first view, and only for a signed-in person: fetched after the page has rendered.
const CommentForm = lazy(() => import('./CommentForm'));
/** The form's height (a small two-line text field with its counter), held while its code loads: nothing shifts. */
const COMMENT_FORM_HEIGHT = 63;

/** The clip's comments, newest first, with a form for signed-in users. Blocked authors are hidden. */
export function Comments({ internalClipId, onSeek, maxSeconds }: { internalClipId: string; onSeek?: (seconds: number) => void; maxSeconds?: number }) {
  const { t } = useStrings(clipPageStrings);
  const isSignedIn = useSession((s) => s.flags.isSignedIn);
  const blockedUsers = useSession((s) => s.blockedUsers);
  const [comments, setComments] = useState<Comment[]>([]);
  const [cursor, setCursor] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [menuFor, setMenuFor] = useState<Comment | null>(null);
  const { t: tMenu } = useStrings(commentMenuStrings);

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

  const visible = comments.filter((comment) => !blockedUsers.includes(comment.commenterUserName));
  return (
    <Box component="section" aria-labelledby="comments-heading" sx={{ mt: 4 }}>
      <Typography id="comments-heading" variant="h6" component="h2" gutterBottom>
        {t('clipPage.comments')}
      </Typography>
      {isSignedIn ? (
        <Suspense fallback={<Box sx={{ mb: 2, height: COMMENT_FORM_HEIGHT }} data-testid="comment-form-placeholder" />}>
          <CommentForm internalClipId={internalClipId} onPosted={(comment) => setComments((previous) => [comment, ...previous])} />
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
      <List dense>
        {visible.map((comment) => (
          <ListItem
            key={comment.commentId}
            disableGutters
            data-testid="comment"
            secondaryAction={
              <IconButton edge="end" aria-label={tMenu('commentMenu.open', { user: comment.commenterUserName })} aria-haspopup="menu" onClick={() => setMenuFor(comment)}>
                <MoreVertIcon />
              </IconButton>
            }
          >
            {/* The name beside it says who it is: the picture is decoration (alt ''), the initial its stand-in. */}
            <ListItemAvatar sx={{ alignSelf: 'flex-start', mt: 0.5 }}>
              <Avatar src={comment.commenterProfileImageUrl ?? undefined} alt="" sx={{ width: 36, height: 36 }} data-testid="comment-avatar">
                {[...comment.commenterUserName][0]?.toUpperCase()}
              </Avatar>
            </ListItemAvatar>
            {/* The comment is the content (full contrast); who wrote it and when is the quieter line above it. */}
            <ListItemText
              primary={
                <>
                  <Box component="span" sx={{ fontWeight: 600 }}>
                    {comment.commenterUserName}
                  </Box>
                  <Box component="span" sx={{ color: 'text.secondary', ml: 1 }}>
                    <RelativeTime iso={comment.createdAt} />
                  </Box>
                </>
              }
              secondary={<CommentText text={comment.commentText} onSeek={onSeek} maxSeconds={maxSeconds} />}
              slotProps={{ primary: { variant: 'body2' }, secondary: { variant: 'body1', sx: { color: 'text.primary', whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' } } }}
            />
          </ListItem>
        ))}
      </List>
      {cursor ? <Button onClick={() => void load(cursor)}>{t('clipPage.loadMoreComments')}</Button> : null}
      {menuFor ? (
        // Loaded the first time a comment's menu opens (the button was just pressed: nothing to show meanwhile).
        <Suspense fallback={null}>
          <CommentMenu comment={menuFor} open onClose={() => setMenuFor(null)} onDeleted={(commentId) => setComments((previous) => previous.filter((c) => c.commentId !== commentId))} />
        </Suspense>
      ) : null}
    </Box>
  );
}

/** A comment's text as text nodes only; times such as 0:12 within the clip become buttons that seek there. */
function CommentText({ text, onSeek, maxSeconds }: { text: string; onSeek?: (seconds: number) => void; maxSeconds?: number }) {
  const { t } = useStrings(clipPageStrings);
  if (!onSeek) return <>{text}</>;
  return (
    <>
      {splitTimes(text, maxSeconds).map((part, index) =>
        part.kind === 'text' ? (
          part.text
        ) : (
          <MuiLink
            key={index}
            component="button"
            type="button"
            onClick={() => onSeek(part.seconds)}
            aria-label={t('clipPage.seekTo', { time: part.text })}
            sx={{ verticalAlign: 'baseline', font: 'inherit' }}
            data-testid="comment-time-link"
          >
            {part.text}
          </MuiLink>
        ),
      )}
    </>
  );
}
